import { selectionHref } from '../catalog/selection-href'
import type { SelectionSearch } from '../catalog/selection-search.schema'
import { vehiclePath, type VehiclePathSegments } from '../catalog/vehicle-path'

/**
 * THE href builder (docs/decisions/0077): the address of every page of the route table (apps/web/app/routes.ts)
 * that a link, a redirect, an e-mail or a test points at. Nothing else writes a page path: a test reads the
 * sources and fails on a page path written as a string (apps/server/test/page-path-literals.test.ts).
 * Path segments are percent-encoded; queries are built from their parameters. Addresses are written the way the
 * shop has always written them (`/products/` and `/dyno/` with their trailing slash, `/profile/orders/` too).
 */

/** An id or token put into a path: percent-encoded, so a value can never add a segment. */
type Segment = string | number

/** Query parameters; unset ones are left out. */
export type PathQuery = URLSearchParams | Record<string, string | number | boolean | null | undefined>

const seg = (value: Segment) => encodeURIComponent(String(value))

/** `?a=1&b=2` of a query (URLSearchParams' encoding), or '' when it has no parameter. */
export function queryString(query?: PathQuery): string {
  if (!query) return ''
  const params = query instanceof URLSearchParams ? query : new URLSearchParams()
  if (!(query instanceof URLSearchParams)) {
    for (const [name, value] of Object.entries(query)) {
      if (value !== null && value !== undefined && value !== '') params.set(name, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** `?page=n` of a paged list page, '' without a page. */
const pageQuery = (page?: number) => (page === undefined ? '' : `?page=${page}`)

/** A login/sign-up address that comes back to `redirect` afterwards (a same-site path). */
const withRedirect = (path: string, redirect?: string) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path

/** The information pages of the tune file service (SPEC §2 `/tuning/{page}`). */
export const TUNING_INFO_PAGES = ['support', 'information', 'custom-tuning', 'tuning-help', 'purchase', 'immo'] as const
export type TuningInfoPage = (typeof TUNING_INFO_PAGES)[number]

export const paths = {
  /** The home page; a query carries a tag link's attribution (SPEC §2 `?tag=`). */
  home: (query?: PathQuery) => `/${queryString(query)}`,
  forbidden: () => '/forbidden',
  pageNotFound: () => '/page-not-found',

  // Accounts (SPEC §2): the auth pages; `redirect` is where the visitor goes back to afterwards.
  login: (redirect?: string) => withRedirect('/login', redirect),
  signUp: (redirect?: string) => withRedirect('/sign-up', redirect),
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  authSuccess: () => '/auth/success',
  authError: () => '/auth/error',
  profile: () => '/profile',
  /** The order history; its first page has no query. */
  orders: (page?: number) => `/profile/orders/${page === 1 ? '' : pageQuery(page)}`,
  order: (id: Segment) => `/profile/orders/${seg(id)}`,
  /** The printable invoice, opened from the mail without logging in (the order's token). */
  invoice: (id: Segment, token: string) => `/profile/orders/${seg(id)}/${seg(token)}/invoice`,
  credits: (page?: number) => `/profile/credits${pageQuery(page)}`,

  /** The dealers a user belongs to: leave one, or switch the one the shop prices for (issue 25 item 3). */
  dealerMemberships: () => '/profile/dealer-memberships',
  /** A one-page summary of a user's account for a date (SPEC §2 `/profile/{id}/snapshot`). */
  profileSnapshot: (id: Segment, query?: PathQuery) => `/profile/${seg(id)}/snapshot${queryString(query)}`,

  // Dealers (SPEC §2 `/dealer/{slug}`, issue 25, decision 0102). `group` is the portal's default tab.
  dealer: (slug: string, tab: string = 'group', query?: PathQuery) =>
    `/dealer/${seg(slug)}${tab === 'group' ? '' : `/${seg(tab)}`}${queryString(query)}`,
  dealerStatement: (slug: string, id: Segment) => `/dealer/${seg(slug)}/statements/${seg(id)}`,
  dealerPrintStatement: (slug: string, id: Segment) => `/dealer/${seg(slug)}/print-statement/${seg(id)}`,
  /** The statement's PDF: a download (resource route) beside its print view. */
  dealerStatementPdf: (slug: string, id: Segment) => `/dealer/${seg(slug)}/print-statement/${seg(id)}/pdf`,
  dealerTransfer: (slug: string, id: Segment) => `/dealer/${seg(slug)}/transfer/${seg(id)}`,
  dealerTransferGroup: (slug: string, id: Segment) => `/dealer/${seg(slug)}/transfer-group/${seg(id)}`,
  dealerPrintInvoice: (slug: string, query?: PathQuery) => `/dealer/${seg(slug)}/print-invoice${queryString(query)}`,
  dealerSnapshot: (slug: string, query?: PathQuery) => `/dealer/${seg(slug)}/snapshot${queryString(query)}`,
  dealerAcceptInvite: (slug: string, id: Segment) => `/dealer/${seg(slug)}/accept-invite/${seg(id)}`,
  /** One flash-tool order of the dealer, with its lines and shipping state. */
  dealerFzOrder: (slug: string, id: Segment) => `/dealer/${seg(slug)}/fz-orders/${seg(id)}`,
  /** The dealer's balance postings as a CSV download (the balance tab's filters). */
  dealerBalanceExport: (slug: string, query?: PathQuery) => `/dealer/${seg(slug)}/balance-export${queryString(query)}`,
  /** The public dealer locator, searched by address or postal code and specialization. */
  dealers: (query?: PathQuery) => `/dealers${queryString(query)}`,
  /** What dealers get: the tools and their dealer prices. */
  dealerTools: () => '/dealertools',
  /** The application to become a dealer, and its status for the applicant. */
  newDealer: () => '/new-dealer',

  // Support (issue 26 item 3): the contact page, a feedback link, the back office's answers.
  contactUs: () => '/contact-us',
  feedback: (id: Segment, token: string) => `/feedback/${seg(id)}/${seg(token)}/submit`,
  adminFeedback: (query?: PathQuery) => `/admin/feedback${queryString(query)}`,

  // Catalog (SPEC §2, docs/decisions/0016).
  catalog: (query?: PathQuery) => `/catalog${queryString(query)}`,
  /** A vehicle page: `/catalog/{make}/{year}/{model}/{engine}/{transmission}` up to the first segment not set. */
  vehicle: (segments: VehiclePathSegments) => vehiclePath(segments, '/catalog'),
  /** A vehicle page with its tune choices (`?tune=…&addons=…`): what the picker pushes to history. */
  vehicleSelection: (selection: Required<VehiclePathSegments> & SelectionSearch) =>
    selectionHref(selection, '/catalog'),
  allTunes: () => '/catalog/all-tunes',
  category: (slug: string, query?: PathQuery) => `/catalog/${seg(slug)}${queryString(query)}`,
  guide: (segments: VehiclePathSegments = {}) => vehiclePath(segments, '/guide'),
  dyno: (query?: PathQuery) => `/dyno/${queryString(query)}`,
  ecuTuning: () => '/ecu-tuning',
  ktag: () => '/ktag',
  /** A tag link (SPEC §2 `/{prefix}/{tag}`, a prefix of `TAG_ROUTE_PREFIXES`): records the tag, then redirects home. */
  tag: (prefix: string, tag: string) => `/${seg(prefix)}/${seg(tag)}`,
  /** A short link (SPEC §2 `/{hash}`, letters and digits), e.g. `/kess`, where `/ktag` redirects. */
  shortLink: (hash: string) => `/${seg(hash)}`,

  // Store (docs/decisions/0025).
  products: (query?: PathQuery) => `/products/${queryString(query)}`,
  product: (slug: string) => `/products/${seg(slug)}/`,
  kitBuilder: () => '/kit-builder',

  // Checkout and purchases (decisions 0068, 0069).
  checkout: () => '/checkout',
  /** The confirmation page after paying, reached with the order's token. */
  checkoutComplete: (id: Segment, token: string) => `/checkout/complete/${seg(id)}/${seg(token)}`,
  /** A guest's signed link to attach a tune order to an account (decision 0069). */
  claimTunes: (id: Segment, token: string) => `/tuning/claim/${seg(id)}/${seg(token)}`,
  /** The one checkout of a vehicle's tunes, with the vehicle and its choices as the query (decision 0068). */
  purchaseCatalog: (query?: PathQuery) => `/purchase/catalog${queryString(query)}`,
  catalogPurchase: (id: Segment) => `/purchase/catalog/${seg(id)}`,
  tradeIn: () => '/trade-in',

  // Tune file service (SPEC §3).
  tuning: () => '/tuning',
  tuneRequest: (id: Segment) => `/tuning/request/${seg(id)}/status`,
  tuneRequestDownload: (id: Segment) => `/tuning/request/${seg(id)}/download`,
  tuneRequests: (query?: PathQuery) => `/tuning/requests${queryString(query)}`,
  tuningLog: (id: Segment) => `/tuning/logs/${seg(id)}`,
  tunes: () => '/tuning/tunes',
  tuningFiles: () => '/tuning/files',
  linkPurchase: () => '/tuning/link-purchase',
  pipeline: () => '/tuning/pipeline',
  rescue: () => '/fz/rescue',
  tuningTicket: () => '/tuning-ticket',
  /** Tickets (issue 26 item 1): a new one (`type` preselects TUNE, TOOL or GENERAL; `login` asks to log in first). */
  newTicket: (query?: { type?: string; login?: boolean }) =>
    `/tickets/new${queryString({ type: query?.type, login: query?.login ? 'true' : undefined })}`,
  /** "My tickets": the logged-in customer's tickets; the first page has no query. */
  myTickets: (page?: number) => `/tickets${page && page > 1 ? `?page=${page}` : ''}`,
  /** A ticket as its owner opens it (logged in). */
  ticket: (id: Segment) => `/tickets/${seg(id)}`,
  /** A ticket through its link (the guest's, mailed to them; works logged in too). */
  ticketAccess: (id: Segment, token: string) => `/tickets/${seg(id)}/${seg(token)}`,
  tuningInfo: (page: TuningInfoPage) => `/tuning/${page}`,

  // Site.
  /** A fixed redirect to the blog filtered by the tag Dealer (SPEC §2, docs/decisions/0019). */
  dealerBlog: () => '/dealer-blog',
  // Newsletter (issue 26 item 6): an issue's web view, the links its mails carry, and the page after unsubscribing.
  newsletterIssue: (slug: Segment) => `/newsletter/${seg(slug)}/`,
  newsletterConfirm: (token: Segment) => `/newsletter/confirm/${seg(token)}`,
  newsletterUnsubscribe: (token: Segment) => `/newsletter/unsubscribe/${seg(token)}`,
  /** SPEC §2 `/mail/unsubscribed/dealer-blog-posts`, for every list. */
  mailUnsubscribed: (list: Segment) => `/mail/unsubscribed/${seg(list)}`,
  cookiePreferences: (query?: PathQuery) => `/cookie-preferences${queryString(query)}`,
  /** Content pages served outside the route table (SPEC §2). */
  termsOfService: () => '/terms-of-service',
  privacyPolicy: () => '/privacy-policy',
  /**
   * A content page of the one page view (issue 26 item 4, decision 0115) by its slug: `bitbox` → `/bitbox`,
   * `fz/guide` → `/fz/guide`; each segment encoded.
   */
  contentPage: (slug: string) => `/${slug.split('/').map(seg).join('/')}`,
  faq: (questionId?: string) => `/faq${questionId ? `#${encodeURIComponent(questionId)}` : ''}`,
  kess: () => '/kess',
  rentalTools: () => '/rentaltools',
  /** A tool's compatibility chart (SPEC §2 `/tcc/{id}/`, with its trailing slash). */
  toolChart: (id: Segment) => `/tcc/${seg(id)}/`,
  // Beta programs and the unit converter (issue 26 items 7 and 8).
  /** The unit converter: power, torque, pressure, temperature, AFR and lambda. */
  unitConverter: () => '/tools/unit-converter',
  /** The beta programs open to sign-up and those that ran. */
  betaPrograms: () => '/beta/',
  /** One beta program: what it is, who may apply, the sign-up form and the applicant's status. */
  betaProgram: (id: Segment) => `/beta/${seg(id)}/`,
  /** Staff's beta programs: the list with counts, a new program, one program with its applications. */
  adminBetaPrograms: () => '/admin/beta',
  adminBetaProgramNew: () => '/admin/beta/new',
  adminBetaProgram: (id: Segment) => `/admin/beta/${seg(id)}`,
  /** The back office (decision 0088): redirects to its first screen. */
  admin: () => '/admin',
  /** Every order kind in one list; the query is the table's state (page, sort, filters, columns). */
  adminOrders: (query?: PathQuery) => `/admin/orders${queryString(query)}`,
  /** One order by its number (`S-12`). */
  adminOrder: (number: Segment) => `/admin/orders/${seg(number)}`,
  /** The store's products for Admin (decision 0093); the query is the table's state. */
  adminProducts: (query?: PathQuery) => `/admin/products${queryString(query)}`,
  adminProductNew: () => '/admin/products/new',
  adminProduct: (id: Segment) => `/admin/products/${seg(id)}`,
  adminProductEdit: (id: Segment) => `/admin/products/${seg(id)}/edit`,
  /** The store's sales (decision 0099); the query is the table's state. A row opens the sale's form. */
  adminSales: (query?: PathQuery) => `/admin/sales${queryString(query)}`,
  adminSaleNew: () => '/admin/sales/new',
  adminSaleEdit: (id: Segment) => `/admin/sales/${seg(id)}/edit`,
  /** The store's discount codes (decision 0099); the query is the table's state. A row opens the code's form. */
  adminDiscountCodes: (query?: PathQuery) => `/admin/discount-codes${queryString(query)}`,
  adminDiscountCodeNew: () => '/admin/discount-codes/new',
  adminDiscountCodeEdit: (id: Segment) => `/admin/discount-codes/${seg(id)}/edit`,
  /** Revenue, orders and average order value (decision 0095); the query is the range and grouping. */
  adminMetrics: (query?: PathQuery) => `/admin/metrics${queryString(query)}`,
  adminTuneMetrics: (query?: PathQuery) => `/admin/metrics/tunes${queryString(query)}`,
  adminVehicleMetrics: (query?: PathQuery) => `/admin/metrics/vehicles${queryString(query)}`,
  adminWebTraffic: (query?: PathQuery) => `/admin/web-traffic${queryString(query)}`,
  adminOutbox: (page?: number) => `/admin/outbox${pageQuery(page)}`,
  adminNewsletter: () => '/admin/newsletter',
  adminNewsletterIssueNew: () => '/admin/newsletter/new',
  adminNewsletterIssue: (id: Segment) => `/admin/newsletter/${seg(id)}`,
  /** The ledger's transactions (decision 0091); the query is the table's state (page, sort, filters, columns). */
  adminTransactions: (query?: PathQuery) => `/admin/transactions${queryString(query)}`,
  adminTransaction: (id: Segment) => `/admin/transactions/${seg(id)}`,
  /** The CSV of the transactions the query's filters keep (SPEC §2 `transactions-export`), as a download. */
  adminTransactionsExport: (query?: PathQuery) => `/admin/transactions-export${queryString(query)}`,
  /** Value transfers (SPEC §2 `instatune-value-transfers`): where `/admin` opens for an admin. */
  adminValueTransfers: (page?: number) => `/admin/instatune-value-transfers${page && page > 1 ? `?page=${page}` : ''}`,
  adminNewValueTransfer: () => '/admin/instatune-value-transfers/new',
  adminValueTransfer: (id: Segment) => `/admin/instatune-value-transfers/${seg(id)}`,
  /** Stock levels by product and location (decision 0094); the query is the table's state. */
  adminStock: (query?: PathQuery) => `/admin/stock${queryString(query)}`,
  /** One product's levels per location, its low-stock threshold and its movement history. */
  adminStockProduct: (productSlug: Segment, query?: PathQuery) =>
    `/admin/stock/product/${seg(productSlug)}${queryString(query)}`,
  /** One location's levels of every product and its movement history. */
  adminStockLocation: (locationSlug: Segment, query?: PathQuery) =>
    `/admin/stock/location/${seg(locationSlug)}${queryString(query)}`,
  /** Accounts (issue 24 item 10); the query is the table's state (page, sort, search, role, status). */
  adminUsers: (query?: PathQuery) => `/admin/users${queryString(query)}`,
  /** One account by its id. */
  adminUser: (id: Segment) => `/admin/users/${seg(id)}`,
  /** The audit log (issue 24 item 11), filtered by its query (`subject_type`, `subject_id`, `actor`, `action`…). */
  adminAuditLog: (query?: PathQuery) => `/admin/audit-log${queryString(query)}`,
  /** The brand theme (issue 24 item 9, decision 0100): colours and logo, Super Admin only. */
  adminColors: () => '/admin/colors',
  /** Dealers (issue 25 item 8): the list, a new one, one dealer and its edit form. */
  adminDealers: (query?: PathQuery) => `/admin/dealers${queryString(query)}`,
  adminDealerNew: () => '/admin/dealers/new',
  adminDealer: (id: Segment) => `/admin/dealers/${seg(id)}`,
  adminDealerEdit: (id: Segment) => `/admin/dealers/${seg(id)}/edit`,
  /** All dealers' balances and overdue statements; applications to approve; the programme's information. */
  adminDealerDashboard: () => '/admin/dealer',
  adminDealerApplications: (query?: PathQuery) => `/admin/dealer/applications${queryString(query)}`,
  adminDealerApplication: (id: Segment) => `/admin/dealer/applications/${seg(id)}`,
  adminDealerInfo: () => '/admin/dealer/info',
  /** The staff inbox of tickets (issue 26 item 2). */
  adminTickets: (query?: PathQuery) => `/admin/tickets${queryString(query)}`,
  adminTicket: (id: Segment) => `/admin/tickets/${seg(id)}`,
  adminDealerSignatureAuthority: (query?: PathQuery) => `/admin/dealer-signature-authority${queryString(query)}`,
  adminDealerSignatureAuthorityOne: (id: Segment) => `/admin/dealer-signature-authority/${seg(id)}`,
  /** Background jobs for staff (decision 0082), filtered by kind and state. */
  adminJobs: (query?: { page?: number; name?: string; state?: string }) =>
    `/admin/jobs${queryString({ name: query?.name, state: query?.state, page: query?.page && query.page > 1 ? query.page : undefined })}`,
  /** Staff's content pages (decision 0115) and one page's editor, by its key (`fz__guide` for /fz/guide). */
  adminPages: () => '/admin/pages',
  adminPage: (key: string, query?: PathQuery) => `/admin/pages/${seg(key)}${queryString(query)}`,
  // The blog and staff bios (issue 26 item 5, SPEC §2): public pages end with a slash as the spec writes them.
  /** The blog's index; `tag` filters it (SPEC §3 blog tags), `page` pages it. */
  blog: (query?: { tag?: string; page?: number }) =>
    `/blog/${queryString({ tag: query?.tag, page: query?.page && query.page > 1 ? query.page : undefined })}`,
  blogPost: (id: Segment, slug: string) => `/blog/${seg(id)}/${seg(slug)}/`,
  blogByAuthor: (slug: string, page?: number) =>
    `/blog/by-author/${seg(slug)}${page && page > 1 ? pageQuery(page) : ''}`,
  blogRss: () => '/blog/rss.xml',
  blogAtom: () => '/blog/atom.xml',
  staffBio: (slug: string) => `/staff/${seg(slug)}/`,
  adminBlog: (query?: PathQuery) => `/admin/blog${queryString(query)}`,
  adminBlogNew: () => '/admin/blog/new',
  adminBlogPost: (id: Segment) => `/admin/blog/${seg(id)}`,
  adminBios: () => '/admin/bios',
  adminBioNew: () => '/admin/bios/new',
  adminBio: (id: Segment) => `/admin/bios/${seg(id)}`,
  sitemap: () => '/sitemap.xml',
  robots: () => '/robots.txt',
} as const

/** Whether a path (a login page's `redirect`) is a dealer's invitation: the login and sign-up pages say so. */
export const isDealerInvitationPath = (path: string | null | undefined): boolean =>
  typeof path === 'string' && /^\/dealer\/[^/?#]+\/accept-invite\/[^/?#]+\/?(?:[?#].*)?$/.test(path)
