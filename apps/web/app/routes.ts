import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { ELECTRIC_CAR_MODULE_REDIRECTS } from '@shop/domain/site'
import { TAG_ROUTE_PREFIXES } from '@shop/domain/tracking'
import { CATEGORY_SLUGS } from '@shop/domain/catalog'
import { TUNING_INFO_PAGES } from '@shop/domain/paths'
import { routes as tickets } from './route-tables/tickets'
import { routes as ticketInbox } from './route-tables/ticket-inbox'
import { routes as support } from './route-tables/support'
import { routes as pages } from './route-tables/pages'
import { routes as blog } from './route-tables/blog'
import { routes as newsletter } from './route-tables/newsletter'
import { routes as beta } from './route-tables/beta'

/**
 * THE route table (SPEC §2). A route's layout is the layout route it sits in (default or blank); a
 * guard layout carries the forbidden flag (logged out → login, logged in without access →
 * /forbidden); `handle.contactless` hides the contact widget. Pages with forms sit inside the
 * Mantine layout, so its code loads only there.
 */
/** Support and content (issue 26): each part keeps its own list (route-tables/). */
const supportAndContent = [tickets, ticketInbox, support, pages, blog, newsletter, beta]

export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('index.html', 'routes/home.tsx', { id: 'home-index-html' }),
    route('forbidden', 'routes/forbidden.tsx'),
    route('page-not-found', 'routes/page-not-found.tsx'),
    route('auth/*', 'routes/auth/auth-redirect.tsx'),

    // The checkout, guests too, on the storefront's components (no Mantine: docs/design.md); /purchase/catalog is the
    // same checkout opened on a vehicle bundle (decision 0068).
    route('checkout', 'routes/checkout/checkout.tsx'),
    route('purchase/catalog', 'routes/purchase/catalog-purchase.tsx'),

    layout('layouts/mantine-layout.tsx', [
      route('login', 'routes/auth/login.tsx'),
      route('sign-up', 'routes/auth/sign-up.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-password', 'routes/auth/reset-password.tsx'),
      route('auth/error', 'routes/auth/auth-error.tsx'),
      route('auth/success', 'routes/auth/auth-success.tsx'),
      // Becoming a dealer (issue 25 item 5): the application, what dealers get and the public locator.
      route('new-dealer', 'routes/dealer-public/new-dealer.tsx'),
      route('dealertools', 'routes/dealer-public/dealer-tools.tsx'),
      route('dealers', 'routes/dealer-public/dealers.tsx'),

      layout('guards/require-user.tsx', [
        route('profile', 'routes/profile/profile.tsx'),
        route('profile/orders', 'routes/profile/orders.tsx'),
        route('profile/orders/:id', 'routes/profile/order.tsx'),
        route('purchase/catalog/:id', 'routes/purchase/catalog-purchase-detail.tsx'),
        // Tune file service (decisions 0034–0037): upload, a request's status, a datalog's graphs.
        route('tuning', 'routes/tuning/upload.tsx'),
        route('tuning/request/:id/status', 'routes/tuning/request-status.tsx'),
        route('tuning/logs/:id', 'routes/tuning/log-graph.tsx'),
        route('profile/credits', 'routes/profile/credits.tsx'),
        route('fz/rescue', 'routes/fz/rescue.tsx'),
        route('tuning/link-purchase', 'routes/tuning/link-purchase.tsx'),
        route('tuning/tunes', 'routes/tuning/tunes.tsx'),
        route('tuning/files', 'routes/tuning/files.tsx'),
        // Tune request pipeline (decision 0040): the list and a request's status page.
        route('tuning/requests', 'routes/tuning/requests.tsx'),
        // Staff and tuners (their company's requests): the page's loader checks the role (decision 0051).
        route('tuning/pipeline', 'routes/tuning/pipeline.tsx'),
        // Issue 25 item 3: the invitee is not a member yet, so the invitation sits outside the portal's shell.
        route('dealer/:slug/accept-invite/:id', 'routes/dealer/accept-invite.tsx'),
        route('profile/dealer-memberships', 'routes/profile/dealer-memberships.tsx'),
      ]),
      // The dealer portal (issue 25, decision 0102): one shell with the tabs the member may open. No guard layout: its
      // shell's own call answers a logged-out visitor with the login page, as every portal loader does (decision 0110).
      route('dealer/:slug/balance-export', 'routes/dealer/balance-export.ts'),
      route('dealer/:slug', 'routes/dealer/dealer-layout.tsx', [
        index('routes/dealer/group.tsx'),
        route('settings', 'routes/dealer/settings.tsx'),
        route('branding', 'routes/dealer/branding.tsx'),
        route('fz-orders', 'routes/dealer/fz-orders.tsx'),
        route('fz-orders/:id', 'routes/dealer/fz-order.tsx'),
        route('transfers', 'routes/dealer/transfers.tsx'),
        route('transfer/:transfer', 'routes/dealer/transfer.tsx'),
        route('transfer-group/:transfer', 'routes/dealer/transfer-group.tsx'),
        route('balance', 'routes/dealer/balance.tsx'),
        route('pay-balance', 'routes/dealer/pay-balance.tsx'),
        route('tune-credits', 'routes/dealer/tune-credits.tsx'),
        route('signature-authority', 'routes/dealer/signature-authority.tsx'),
        route('statements', 'routes/dealer/statements.tsx'),
        route('statements/:id', 'routes/dealer/statement.tsx'),
        route('disbursements', 'routes/dealer/disbursements.tsx'),
        route('members', 'routes/dealer/members.tsx'),
      ]),
      // Checkout's confirmation page (decision 0030), reached with the order's token.
      route('checkout/complete/:id/:token', 'routes/checkout/complete.tsx'),
      // Decision 0069: a guest's signed link to attach a tune order to an account (guests reach it logged out).
      route('tuning/claim/:id/:token', 'routes/tuning/claim.tsx'),
      route('trade-in', 'routes/purchase/trade-in.tsx'),
      route('tuning-ticket', 'routes/tuning/tuning-ticket.tsx'),
      ...supportAndContent.flatMap((part) => part.pages),
      // The back office (decision 0088): one shell, its navigation showing what the role may open.
      layout('guards/require-staff.tsx', [
        layout('layouts/admin-layout.tsx', [
          route('admin', 'routes/admin/admin-index.tsx'),
          route('admin/orders', 'routes/admin/orders.tsx'),
          route('admin/orders/:id', 'routes/admin/order.tsx'),
          route('admin/products', 'routes/admin/products.tsx'),
          route('admin/products/new', 'routes/admin/product-new.tsx'),
          route('admin/products/:id', 'routes/admin/product.tsx'),
          route('admin/products/:id/edit', 'routes/admin/product-edit.tsx'),
          route('admin/sales', 'routes/admin/sales.tsx'),
          route('admin/sales/new', 'routes/admin/sale-new.tsx'),
          route('admin/sales/:id/edit', 'routes/admin/sale-edit.tsx'),
          route('admin/discount-codes', 'routes/admin/discount-codes.tsx'),
          route('admin/discount-codes/new', 'routes/admin/discount-code-new.tsx'),
          route('admin/discount-codes/:id/edit', 'routes/admin/discount-code-edit.tsx'),
          route('admin/stock', 'routes/admin/stock.tsx'),
          route('admin/stock/product/:productSlug', 'routes/admin/stock-product.tsx'),
          route('admin/stock/location/:locationSlug', 'routes/admin/stock-location.tsx'),
          route('admin/metrics', 'routes/admin/metrics.tsx'),
          route('admin/metrics/tunes', 'routes/admin/metrics-tunes.tsx'),
          route('admin/metrics/vehicles', 'routes/admin/metrics-vehicles.tsx'),
          route('admin/web-traffic', 'routes/admin/web-traffic.tsx'),
          route('admin/outbox', 'routes/admin/outbox.tsx'),
          route('admin/jobs', 'routes/admin/jobs.tsx'),
          // The ledger (decision 0091): transactions, their CSV (a download, no page) and value transfers.
          route('admin/transactions', 'routes/admin/transactions.tsx'),
          route('admin/transactions/:id', 'routes/admin/transactions-detail.tsx'),
          route('admin/transactions-export', 'routes/admin/transactions-export.ts'),
          route('admin/instatune-value-transfers', 'routes/admin/value-transfers.tsx'),
          route('admin/instatune-value-transfers/new', 'routes/admin/value-transfers-new.tsx'),
          route('admin/instatune-value-transfers/:id', 'routes/admin/value-transfers-detail.tsx'),
          route('admin/dealers', 'routes/admin/dealers.tsx'),
          route('admin/dealers/new', 'routes/admin/dealer-new.tsx'),
          route('admin/dealers/:id', 'routes/admin/dealer.tsx'),
          route('admin/dealers/:id/edit', 'routes/admin/dealer-edit.tsx'),
          route('admin/dealer', 'routes/admin/dealer-dashboard.tsx'),
          route('admin/dealer/info', 'routes/admin/dealer-info.tsx'),
          route('admin/dealer-signature-authority', 'routes/admin/dealer-signature-authorities.tsx'),
          route('admin/dealer-signature-authority/:id', 'routes/admin/dealer-signature-authority.tsx'),
          route('admin/users', 'routes/admin/users.tsx'),
          route('admin/users/:id', 'routes/admin/user.tsx'),
          route('admin/audit-log', 'routes/admin/audit-log.tsx'),
          route('admin/colors', 'routes/admin/colors.tsx'),
          route('admin/dealer/applications', 'routes/admin/dealer-applications.tsx'),
          route('admin/dealer/applications/:id', 'routes/admin/dealer-application.tsx'),
          ...supportAndContent.flatMap((part) => part.admin),
        ]),
      ]),
    ]),

    // Catalog (docs/decisions/0016): static segments outrank dynamic ones, so the category pages and
    // all-tunes win over a make slug; the vehicle picker and the vehicle page are one module.
    route('catalog/:make?/:year?/:model?/:engine?/:transmission?', 'routes/catalog/catalog.tsx', { id: 'catalog' }),
    route('catalog/:make/:year/:model/:engine/:transmission/:addOnTunes', 'routes/catalog/add-on-tunes-redirect.tsx'),
    route('catalog/all-tunes', 'routes/catalog/all-tunes.tsx'),
    ...CATEGORY_SLUGS.map((slug) =>
      route(`catalog/${slug}`, 'routes/catalog/category.tsx', { id: `catalog-category-${slug}` }),
    ),
    route('guide/:make?/:year?/:model?/:engine?/:transmission?', 'routes/catalog/guide.tsx'),
    route('dyno', 'routes/catalog/dyno.tsx'),
    route('ecu-tuning', 'routes/catalog/ecu-tuning-redirect.tsx'),
    route('ktag', 'routes/catalog/ktag-redirect.tsx'),
    route('tuning/request/:id/download', 'routes/tuning/request-download.tsx'),

    // Store (docs/decisions/0025): products and the kit builder (404 unless its feature flag is on).
    route('products', 'routes/store/products.tsx'),
    route('products/:slug', 'routes/store/product.tsx'),
    route('kit-builder', 'routes/store/kit-builder.tsx'),

    // Site-wide (docs/decisions/0019): tag links, fixed redirects, cookie preferences and short links. `:hash`
    // only ever answers a letters-and-digits hash; static routes outrank it, anything else is the 404 page.
    route('cookie-preferences', 'routes/site/cookie-preferences.tsx'),
    ...supportAndContent.flatMap((part) => part.storefront),

    // Tuning information pages (SPEC §2): plain React; the list pages sit behind require-user above.
    ...TUNING_INFO_PAGES.map((page) => route(`tuning/${page}`, `routes/tuning/${page}.tsx`)),
    ...TAG_ROUTE_PREFIXES.map((prefix) =>
      route(`${prefix}/:tag`, 'routes/site/tag-redirect.tsx', { id: `tag-redirect-${prefix}` }),
    ),
    ...['dealer-blog', ...Object.keys(ELECTRIC_CAR_MODULE_REDIRECTS)].map((path) =>
      route(path, 'routes/site/fixed-redirect.tsx', { id: `fixed-redirect-${path}` }),
    ),
    route(':hash', 'routes/site/short-link.tsx'),

    route('*', 'routes/not-found.tsx'),
  ]),
  // The printable invoice opens from the emailed link without logging in (blank layout, print styles).
  layout('layouts/blank-layout.tsx', [
    route('profile/orders/:id/:token/invoice', 'routes/profile/invoice.tsx'),
    // A dealer's statement as a printable page in its brand colours, and its PDF (issue 25 item 2).
    route('dealer/:slug/print-statement/:id', 'routes/dealer/print-statement.tsx'),
    route('dealer/:slug/print-statement/:id/pdf', 'routes/dealer/statement-pdf.ts'),
    // Issue 25 (decision 0106): the one-page snapshots of a dealer's and a user's account for a date, and a dealer's
    // invoice to print, all in the dealer's (or the shop's) colours.
    route('dealer/:slug/snapshot', 'routes/dealer/snapshot.tsx'),
    route('dealer/:slug/print-invoice', 'routes/dealer/print-invoice.tsx'),
    route('profile/:id/snapshot', 'routes/profile/snapshot.tsx'),
  ]),
  route('sitemap.xml', 'routes/catalog/sitemap.ts'),
  route('robots.txt', 'routes/catalog/robots.ts'),
] satisfies RouteConfig
