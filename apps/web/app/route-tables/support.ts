import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * Contact page, feedback, and the contact widget's pages (issue 26 item 3). routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [],
  pages: [
    route('contact-us', 'routes/support/contact-us.tsx'),
    route('feedback/:id/:token/submit', 'routes/support/feedback.tsx'),
  ],
  admin: [route('admin/feedback', 'routes/support/admin-feedback.tsx')],
}
