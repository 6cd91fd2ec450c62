import type { RouteConfigEntry } from '@react-router/dev/routes'

/**
 * Editable pages (issue 26 item 4): the static pages, legal pages, FAQ, careers, tool pages, and staff's page editor. routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [],
  pages: [],
  admin: [],
}
