import type { RouteConfigEntry } from '@react-router/dev/routes'
import { route } from '@react-router/dev/routes'

/**
 * Tickets (issue 26 item 1): /tickets/new, a ticket's page, My tickets. routes.ts places each list: `storefront` in the default layout without Mantine (light public pages),
 * `pages` in the Mantine layout (forms; a loader that needs a login redirects itself), `admin` in the back
 * office's shell (staff only). File paths are relative to app/.
 */
export const routes: { storefront: RouteConfigEntry[]; pages: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  storefront: [],
  pages: [
    // "My tickets" and a ticket by its id need a login (their loaders send a logged-out visitor to it and back).
    route('tickets', 'routes/tickets/my-tickets.tsx'),
    route('tickets/new', 'routes/tickets/new-ticket.tsx'),
    route('tickets/:id', 'routes/tickets/ticket.tsx'),
    // A guest's link (decision 0112); it works logged in too.
    route('tickets/:id/:token', 'routes/tickets/ticket-access.tsx'),
  ],
  admin: [],
}
