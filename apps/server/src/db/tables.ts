import * as accounts from './schema/accounts'
import * as audit from './schema/audit'
import * as betaPrograms from './schema/beta-programs'
import * as auth from './schema/auth'
import * as blog from './schema/blog'
import * as catalogPurchases from './schema/catalog-purchases'
import * as catalog from './schema/catalog'
import * as checkout from './schema/checkout'
import * as datalogs from './schema/datalogs'
import * as dealerMembers from './schema/dealer-members'
import * as dealers from './schema/dealers'
import * as dealerTransfers from './schema/dealer-transfers'
import * as dealerStatements from './schema/dealer-statements'
import * as dealerApplications from './schema/dealer-applications'
import * as featured from './schema/featured'
import * as fzOrders from './schema/fz-orders'
import * as ledger from './schema/ledger'
import * as mail from './schema/mail'
import * as payments from './schema/payments'
import * as rescueSessions from './schema/rescue-sessions'
import * as signatureAuthority from './schema/signature-authority'
import * as site from './schema/site'
import * as store from './schema/store'
import * as stock from './schema/stock'
import * as storedFiles from './schema/stored-files'
import * as tuneCredits from './schema/tune-credits'
import * as tuneRequests from './schema/tune-requests'
import * as tickets from './schema/tickets'
import * as ticketIntake from './schema/ticket-intake'
import * as pages from './schema/pages'
import * as newsletter from './schema/newsletter'
import * as support from './schema/support'

/** Every table, for the query builder's relational API and the auth adapter. */
export const tables = {
  ...auth,
  ...accounts,
  ...audit,
  ...site,
  ...mail,
  ...featured,
  ...catalog,
  ...catalogPurchases,
  ...dealers,
  ...fzOrders,
  ...dealerTransfers,
  ...signatureAuthority,
  ...dealerStatements,
  ...dealerMembers,
  ...dealerApplications,
  ...checkout,
  ...ledger,
  ...payments,
  ...rescueSessions,
  ...store,
  ...stock,
  ...tuneCredits,
  ...storedFiles,
  ...tuneRequests,
  ...datalogs,
  ...tickets,
  ...ticketIntake,
  ...pages,
  ...betaPrograms,
  ...blog,
  ...newsletter,
  ...support,
}
export type Tables = typeof tables
