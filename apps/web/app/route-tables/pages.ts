import { route, type RouteConfigEntry } from '@react-router/dev/routes'
import { EDITABLE_PAGE_SLUGS } from '@shop/domain/pages'

/**
 * Editable pages (issue 26 item 4, decision 0115): the static pages, legal pages, FAQ, careers, tool pages, and staff's page editor. routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  // One route module for every content page (its path is its page), and the tools' compatibility charts.
  storefront: [
    ...EDITABLE_PAGE_SLUGS.map((slug) =>
      route(slug, 'routes/pages/editable-page.tsx', { id: `content-page-${slug.replace('/', '-')}` }),
    ),
    route('tcc/:id', 'routes/pages/editable-page.tsx', { id: 'content-page-tool-chart' }),
  ],
  pages: [],
  admin: [
    route('admin/pages', 'routes/pages/admin-pages.tsx'),
    route('admin/pages/:key', 'routes/pages/admin-page.tsx'),
  ],
}
