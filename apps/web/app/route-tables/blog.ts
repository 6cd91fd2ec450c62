import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * Blog and author bios (issue 26 item 5). routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 *
 * React Router matches a path with or without its trailing slash, so /blog and /blog/ (and every other) reach the
 * same page; links are written with the slash, as SPEC §2 writes them. Static segments outrank `:id`, so the feeds
 * and /blog/by-author/… never read as a post.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [
    route('blog', 'routes/blog/blog-index.tsx'),
    route('blog/rss.xml', 'routes/blog/blog-feed.ts', { id: 'blog-feed-rss' }),
    route('blog/atom.xml', 'routes/blog/blog-feed.ts', { id: 'blog-feed-atom' }),
    route('blog/by-author/:slug', 'routes/blog/blog-by-author.tsx'),
    route('blog/:id/:slug?', 'routes/blog/blog-post.tsx'),
    route('staff/:slug', 'routes/blog/staff-bio.tsx'),
  ],
  pages: [],
  admin: [
    route('admin/blog', 'routes/blog/admin-blog.tsx'),
    route('admin/blog/new', 'routes/blog/admin-blog-post.tsx', { id: 'admin-blog-new' }),
    route('admin/blog/:id', 'routes/blog/admin-blog-post.tsx', { id: 'admin-blog-post' }),
    route('admin/bios', 'routes/blog/admin-bios.tsx'),
    route('admin/bios/new', 'routes/blog/admin-bio.tsx', { id: 'admin-bio-new' }),
    route('admin/bios/:id', 'routes/blog/admin-bio.tsx', { id: 'admin-bio' }),
  ],
}
