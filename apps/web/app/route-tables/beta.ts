import type { RouteConfigEntry } from '@react-router/dev/routes'
import { route } from '@react-router/dev/routes'

/**
 * Beta programs and the unit converter (issue 26 items 7 and 8). routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [
    route('tools/unit-converter', 'routes/tools/unit-converter.tsx'),
    route('beta', 'routes/beta/beta-programs.tsx'),
    route('beta/:id', 'routes/beta/beta-program.tsx'),
  ],
  pages: [],
  admin: [
    route('admin/beta', 'routes/beta/admin-beta-programs.tsx'),
    route('admin/beta/new', 'routes/beta/admin-beta-program-new.tsx'),
    route('admin/beta/:id', 'routes/beta/admin-beta-program.tsx'),
  ],
}
