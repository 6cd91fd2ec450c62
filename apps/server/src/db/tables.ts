import * as accounts from './schema/accounts'
import * as audit from './schema/audit'
import * as auth from './schema/auth'
import * as catalogPurchase from './schema/catalog-purchase'
import * as catalog from './schema/catalog'
import * as checkout from './schema/checkout'
import * as featured from './schema/featured'
import * as ledger from './schema/ledger'
import * as mail from './schema/mail'
import * as payments from './schema/payments'
import * as rescueSessions from './schema/rescue-sessions'
import * as site from './schema/site'
import * as store from './schema/store'
import * as tuneCredits from './schema/tune-credits'
import * as tunePipeline from './schema/tune-pipeline'
import * as tuning from './schema/tuning'

/** Every table, for the query builder's relational API and the auth adapter. */
export const tables = {
  ...auth,
  ...accounts,
  ...audit,
  ...site,
  ...mail,
  ...featured,
  ...catalog,
  ...catalogPurchase,
  ...checkout,
  ...ledger,
  ...payments,
  ...rescueSessions,
  ...store,
  ...tuneCredits,
  ...tunePipeline,
  ...tuning,
}
export type Tables = typeof tables
