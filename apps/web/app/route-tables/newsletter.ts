import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * Newsletter (issue 26 item 6). routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [
    // The mailed links: GET shows a button, the button's POST changes the subscription (mail scanners follow links).
    route('newsletter/confirm/:token', 'routes/newsletter/confirm.tsx'),
    route('newsletter/unsubscribe/:token', 'routes/newsletter/unsubscribe.tsx'),
    // SPEC §2 /mail/unsubscribed/dealer-blog-posts, for every list.
    route('mail/unsubscribed/:list', 'routes/newsletter/unsubscribed.tsx'),
    // SPEC §2 /newsletter/{slug}/: a sent issue's web view.
    route('newsletter/:slug', 'routes/newsletter/issue.tsx'),
  ],
  pages: [],
  admin: [
    route('admin/newsletter', 'routes/newsletter/admin-newsletter.tsx'),
    route('admin/newsletter/new', 'routes/newsletter/admin-issue-new.tsx'),
    route('admin/newsletter/:id', 'routes/newsletter/admin-issue.tsx'),
  ],
}
