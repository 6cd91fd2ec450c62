import { ERROR_TEXTS } from '@shop/domain/errors'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Scalar } from '@scalar/hono-api-reference'
import type { AppDeps } from './http/app-env'
import { createRouter } from './http/create-router'
import { handleError } from './http/error-handler'
import { setAnswerHeader } from './http/api-headers'
import { boundedBody, type StreamsItsBody } from './http/body-bound'
import { apiSecurityHeaders, requestContext, sameOriginMutations } from './http/middleware'
import { unmatchedRequest } from './http/unmatched-request'
import { uploadOperations } from './http/upload-operations'
import { identityHeader } from './http/session'
import { storableTextOnly } from './http/storable-text'
import { registerAuthDocs } from './features/accounts/auth-docs'
import { accountsRouter } from './features/accounts/accounts.handlers'
import { handleAuth } from './features/accounts/auth-handler'
import { loginLimiter } from './features/accounts/login-limiter'
import { ACCOUNT_MAIL_PATHS, mailLimiter } from './features/accounts/mail-limiter'
import { catalogFastLane } from './features/catalog/catalog-fast-lane'
import { catalogRouter } from './features/catalog/catalog.handlers'
import { checkoutRouter } from './features/checkout/checkout.handlers'
import { tuneDeliveryRouter } from './features/checkout/tune-delivery.handlers'
import { catalogPurchasesRouter } from './features/catalog-purchases/catalog-purchases.handlers'
import { featuredRouter } from './features/featured/featured.handlers'
import { mailOutboxRouter } from './features/mail-outbox/mail-outbox.handlers'
import { backgroundJobsRouter } from './features/background-jobs/background-jobs.handlers'
import { adminOrdersRouter } from './features/admin-orders/admin-orders.handlers'
import { adminProductsRouter } from './features/admin-products/admin-products.handlers'
import { adminDealersRouter } from './features/admin-dealers/admin-dealers.handlers'
import { adminPromotionsRouter } from './features/admin-promotions/admin-promotions.handlers'
import { adminStockRouter } from './features/admin-stock/admin-stock.handlers'
import { adminMetricsRouter } from './features/admin-metrics/admin-metrics.handlers'
import { adminUsersRouter } from './features/admin-users/admin-users.handlers'
import { auditEventsRouter } from './features/audit/audit-events.handlers'
import { brandThemeRouter } from './features/brand-theme/brand-theme.handlers'
import { paymentsRouter } from './features/payments/payments.handlers'
import { regionGuard } from './features/site/region-guard'
import { siteRouter } from './features/site/site.handlers'
import { storeRouter } from './features/store/store.handlers'
import { trackingRouter } from './features/tracking/tracking.handlers'
import { tradeInsRouter } from './features/trade-ins/trade-ins.handlers'
import { datalogsRouter } from './features/datalogs/datalogs.handlers'
import { dealerBrandingRouter } from './features/dealers/dealer-branding.handlers'
import { dealerOnboardingRouter } from './features/dealers/dealer-onboarding.handlers'
import { dealerSettingsRouter } from './features/dealers/dealer-settings.handlers'
import { dealerBalanceRouter } from './features/dealers/dealer-balance.handlers'
import { dealerCreditPurchasesRouter } from './features/dealers/dealer-credit-purchases.handlers'
import { dealerPaymentsRouter } from './features/dealers/dealer-payments.handlers'
import { dealerInvitesRouter } from './features/dealers/dealer-invites.handlers'
import { dealerLogsRouter } from './features/dealers/dealer-logs.handlers'
import { dealerMembersRouter } from './features/dealers/dealer-members.handlers'
import { dealersRouter } from './features/dealers/dealers.handlers'
import { fzOrdersRouter } from './features/dealers/fz-orders.handlers'
import { dealerTransfersRouter } from './features/dealers/dealer-transfers.handlers'
import { signatureAuthorityRouter } from './features/dealers/signature-authority.handlers'
import { dealerStatementsRouter } from './features/dealers/dealer-statements.handlers'
import { dealerSnapshotRouter } from './features/dealers/dealer-snapshot.handlers'
import { accountSnapshotRouter } from './features/account-snapshot/account-snapshot.handlers'
import { dealerApplicationsRouter } from './features/dealer-applications/dealer-applications.handlers'
import { requestFilesRouter } from './features/tune-requests/request-files.handlers'
import { tuneRequestsRouter } from './features/tune-requests/tune-requests.handlers'
import { tuneCreditsRouter } from './features/tune-credits/tune-credits.handlers'
import { rescueSessionsRouter } from './features/rescue-sessions/rescue-sessions.handlers'
import { tuningLibraryRouter } from './features/tuning-library/tuning-library.handlers'
import { purchaseHistoryRouter } from './features/purchase-history/purchase-history.handlers'
import { transactionsRouter } from './features/transactions/transactions.handlers'
import { valueTransfersRouter } from './features/transactions/value-transfers.handlers'
import { freshOnboardingAfterWrites } from './features/dealers'
import { contentRouter } from './features/content/content.handlers'
import { ticketsRouter } from './features/tickets/tickets.handlers'
import { pagesRouter } from './features/pages/pages.handlers'
import { betaProgramsRouter } from './features/beta-programs/beta-programs.handlers'
import { blogRouter } from './features/blog/blog.handlers'
import { newsletterRouter, ONE_CLICK_UNSUBSCRIBE } from './features/newsletter/newsletter.handlers'
import { supportRouter } from './features/support/support.handlers'
import { ticketInboxRouter } from './features/ticket-inbox/ticket-inbox.handlers'

const REFERENCE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"

let referenceBundle: Promise<Buffer> | undefined
const loadReferenceBundle = () =>
  (referenceBundle ??= readFile(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js')))

const API_BASE_PATH = '/api'

/** The JSON API: every feature router under /api, one error handler, the OpenAPI document and its reference UI. */
export function createApi(deps: AppDeps) {
  const api = createRouter().basePath(API_BASE_PATH)
  api.onError(handleError)
  api.notFound((c) => c.json({ code: 'not_found', message: ERROR_TEXTS.noSuchEndpoint }, 404))
  // Known once every route is registered (below): the operations whose contract takes multipart stream it.
  let streamsItsBody: StreamsItsBody = () => false
  // Cached catalog answers go out before the rest of the middleware (decision 0015).
  api.use('/v1/ecu/*', catalogFastLane(deps))
  api.use(
    '*',
    requestContext(deps),
    apiSecurityHeaders,
    sameOriginMutations(deps.publicUrl, { crossSite: [ONE_CLICK_UNSUBSCRIBE] }),
    boundedBody({ streamsItsBody: (method, path, type) => streamsItsBody(method, path, type) }),
    identityHeader,
    regionGuard,
    freshOnboardingAfterWrites,
  )

  api.route('/', siteRouter)
  api.route('/', accountsRouter)
  api.route('/', featuredRouter)
  api.route('/', catalogRouter)
  api.route('/', mailOutboxRouter)
  api.route('/', backgroundJobsRouter)
  api.route('/', adminOrdersRouter)
  api.route('/', adminProductsRouter)
  api.route('/', adminPromotionsRouter)
  api.route('/', adminDealersRouter)
  api.route('/', adminStockRouter)
  api.route('/', adminMetricsRouter)
  api.route('/', trackingRouter)
  api.route('/', paymentsRouter)
  api.route('/', requestFilesRouter)
  api.route('/', datalogsRouter)
  api.route('/', storeRouter)
  api.route('/', checkoutRouter)
  api.route('/', tuneDeliveryRouter)
  api.route('/', catalogPurchasesRouter)
  api.route('/', tradeInsRouter)
  api.route('/', tuneCreditsRouter)
  api.route('/', rescueSessionsRouter)
  api.route('/', tuningLibraryRouter)
  api.route('/', tuneRequestsRouter)
  api.route('/', purchaseHistoryRouter)
  api.route('/', transactionsRouter)
  api.route('/', valueTransfersRouter)
  api.route('/', adminUsersRouter)
  api.route('/', auditEventsRouter)
  api.route('/', brandThemeRouter)
  api.route('/', dealersRouter)
  api.route('/', dealerSettingsRouter)
  api.route('/', dealerBrandingRouter)
  api.route('/', dealerOnboardingRouter)
  api.route('/', fzOrdersRouter)
  api.route('/', dealerTransfersRouter)
  api.route('/', dealerBalanceRouter)
  api.route('/', dealerPaymentsRouter)
  api.route('/', dealerCreditPurchasesRouter)
  api.route('/', signatureAuthorityRouter)
  api.route('/', dealerStatementsRouter)
  api.route('/', dealerSnapshotRouter)
  api.route('/', accountSnapshotRouter)
  api.route('/', dealerMembersRouter)
  api.route('/', dealerInvitesRouter)
  api.route('/', dealerLogsRouter)
  api.route('/', dealerApplicationsRouter)
  api.route('/', contentRouter)
  api.route('/', ticketsRouter)
  api.route('/', pagesRouter)
  api.route('/', betaProgramsRouter)
  api.route('/', blogRouter)
  api.route('/', newsletterRouter)
  api.route('/', supportRouter)
  api.route('/', ticketInboxRouter)

  // The auth library answers the rest of /api/auth; its text is checked as our contracts' is (decision 0064),
  // sign-in passes the login limiter first, mails the mail limiter.
  api.use('/auth/*', storableTextOnly)
  api.use('/auth/sign-in/email', loginLimiter)
  for (const path of ACCOUNT_MAIL_PATHS) api.use(path, mailLimiter)
  api.on(['GET', 'POST'], '/auth/*', handleAuth)
  registerAuthDocs(api)

  const document = {
    openapi: '3.1.0',
    info: {
      title: `${deps.siteConfig.brandName} API`,
      version: '1.0.0',
      description:
        'Errors answer `{ code, message, errors? }`, the auth endpoints under /api/auth too (their codes lower-cased). The session lives only in an httpOnly cookie; no response carries its token. Updates honour If-Unmodified-Since (412 when stale). Listings take a 1-based `page`.',
    },
    servers: [{ url: deps.publicUrl }],
  }
  api.doc31('/doc', document)
  streamsItsBody = uploadOperations(api.openAPIRegistry.definitions, API_BASE_PATH)
  api.get('/reference', async (c, next) => {
    await next()
    setAnswerHeader(c, 'Content-Security-Policy', REFERENCE_CSP)
    setAnswerHeader(c, 'Cache-Control', 'no-cache')
  })
  api.get('/reference', Scalar({ url: '/api/doc', cdn: '/api/reference/standalone.js', pageTitle: 'API reference' }))
  api.get('/reference/standalone.js', async (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(new Uint8Array(await loadReferenceBundle()))
  })
  // Last: what no route took is a 404 or 405 in the envelope (the site would otherwise render it as a page).
  api.all(
    '*',
    unmatchedRequest(() => api.routes),
  )
  return api
}
export type Api = ReturnType<typeof createApi>
