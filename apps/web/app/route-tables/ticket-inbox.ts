import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * The staff inbox of tickets (issue 26 item 2). routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [],
  pages: [],
  admin: [route('admin/tickets', 'routes/admin/tickets.tsx'), route('admin/tickets/:id', 'routes/admin/ticket.tsx')],
}
