import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../http/app-env'
import { fastStoreKey } from './store-fast-lane'
import { findOrganizationDisplayCurrency } from './store.repository'
import { loadPromotions, promotionsAt, type Promotions } from './store.service'

/**
 * Store reads share the catalog's response cache and its invalidation (decision 0024): one LRU, emptied in every
 * process by `invalidateStore` after any product, price, stock, sale or code write. Keys start with `store:`.
 * Only 200 answers are kept (a failed production is not).
 */
export async function cachedStoreJson(
  c: Context<AppEnv>,
  key: string,
  produce: () => Promise<unknown>,
): Promise<Response> {
  const cache = c.get('deps').catalogCache
  // Anonymous answers are also recorded under the URL as sent, for the fast lane; nested in one fill, so that an
  // answer produced across an invalidation is kept under neither key.
  const fast = fastStoreKey(c)
  const hit = cache.get(key)
  const fill = () =>
    hit !== undefined ? Promise.resolve(hit) : cache.fill(key, async () => JSON.stringify(await produce()))
  const body = fast ? await cache.fill(fast, fill) : await fill()
  return c.body(body, 200, { 'Content-Type': 'application/json', 'X-Cache': hit === undefined ? 'miss' : 'hit' })
}

/** Call after a committed write to products, prices, stock (checkout's decrement too), sales or codes. */
export function invalidateStore(deps: Pick<AppDeps, 'catalogCache'>): Promise<void> {
  return deps.catalogCache.invalidate()
}

const PROMOTIONS_KEY = 'store:promotions'

/** The sale shown now and the automatic codes, for the global state; one query per invalidation, not per page. */
export async function currentPromotions(deps: Pick<AppDeps, 'catalogCache' | 'db'>, now: Date) {
  const text = await deps.catalogCache.fill(PROMOTIONS_KEY, async () =>
    JSON.stringify(await loadPromotions(deps.db, now)),
  )
  // Every page asks for the global state: the cached text is parsed once, not once a request.
  if (text !== parsedPromotions.text) parsedPromotions = { text, promotions: JSON.parse(text) as Promotions }
  return promotionsAt(parsedPromotions.promotions, now)
}

let parsedPromotions: { text: string; promotions: Promotions } = { text: '', promotions: { sales: [], codes: [] } }

/**
 * A dealer's preferred display currency (SPEC §3), for the global state of every page its members load: kept with
 * the store's answers, and dropped with them when a dealer changes it (`putDealerDisplayCurrency`).
 */
export async function dealerDisplayCurrency(
  deps: Pick<AppDeps, 'catalogCache' | 'db'>,
  organizationId: string,
): Promise<string | null> {
  const text = await deps.catalogCache.fill(`store:dealer-currency|${organizationId}`, async () =>
    JSON.stringify(await findOrganizationDisplayCurrency(deps.db, organizationId)),
  )
  return JSON.parse(text) as string | null
}
