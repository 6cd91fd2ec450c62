import * as accounts from './schema/accounts'
import * as auth from './schema/auth'
import * as catalog from './schema/catalog'
import * as featured from './schema/featured'
import * as mail from './schema/mail'
import * as payments from './schema/payments'
import * as site from './schema/site'
import * as store from './schema/store'
import * as tunePipeline from './schema/tune-pipeline'
import * as tuning from './schema/tuning'

/** Every table, for the query builder's relational API and the auth adapter. */
export const tables = {
  ...auth,
  ...accounts,
  ...site,
  ...mail,
  ...featured,
  ...catalog,
  ...payments,
  ...store,
  ...tuning,
  ...tunePipeline,
}
export type Tables = typeof tables
