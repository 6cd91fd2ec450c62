// The catalog's public face beside `catalog.service.ts` (decision 0073): what other features may use.
export { resolveCaller, type CatalogCaller } from './catalog-audience'
