import * as accounts from './schema/accounts'
import * as auth from './schema/auth'
import * as catalogPurchase from './schema/catalog-purchase'
import * as catalog from './schema/catalog'
import * as checkout from './schema/checkout'
import * as featured from './schema/featured'
import * as mail from './schema/mail'
import * as payments from './schema/payments'
import * as site from './schema/site'
import * as store from './schema/store'
import * as tuning from './schema/tuning'
import * as ledger from './schema/ledger'
import * as tuneCredits from './schema/tune-credits'
import * as rescueSessions from './schema/rescue-sessions'

/** Every table, for the query builder's relational API and the auth adapter. */
export const tables = {
  ...auth,
  ...accounts,
  ...site,
  ...mail,
  ...featured,
  ...catalog,
  ...catalogPurchase,
  ...checkout,
  ...payments,
  ...store,
  ...tuning,
  ...ledger,
  ...tuneCredits,
  ...rescueSessions,
}
export type Tables = typeof tables
