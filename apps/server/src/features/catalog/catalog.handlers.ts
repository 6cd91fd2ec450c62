import type { CompatKind } from '@shop/domain/catalog'
import type { Context } from 'hono'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import type { AppEnv } from '../../http/app-env'
import { resolveCaller, type CatalogCaller } from './catalog-audience'
import { recordableFastKey } from './catalog-fast-lane'
import * as routes from './catalog.routes'
import * as guides from './catalog-guides.service'
import * as service from './catalog.service'

/**
 * Catalog reads answer from the response cache (decision 0015): the key is the path (plus the query that
 * shapes the answer), and for priced answers the display currency and the pricing audience; the value is the
 * JSON text as sent. Only 200s are kept, so unknown paths cannot crowd out the catalog.
 */
async function cachedJson(
  c: Context<AppEnv>,
  caller: CatalogCaller,
  key: string,
  produce: () => Promise<unknown>,
): Promise<Response> {
  const cache = c.get('deps').catalogCache
  // Also recorded under the exact URL for the fast lane; nested in one fill, so that an answer produced across
  // an invalidation is kept under neither key.
  const fast = recordableFastKey(c, caller)
  const hit = cache.get(key)
  if (hit !== undefined) {
    if (fast) await cache.fill(fast, async () => hit)
    return sendJson(c, hit, 'hit')
  }
  const fill = () => cache.fill(key, async () => JSON.stringify(await produce()))
  const body = fast ? await cache.fill(fast, fill) : await fill()
  return sendJson(c, body, 'miss')
}

function sendJson(c: Context<AppEnv>, body: string, cache: 'hit' | 'miss') {
  return c.body(body, 200, { 'Content-Type': 'application/json', 'X-Cache': cache })
}

/** What an answer depends on besides its path: nothing, the currency, or the currency and the pricing audience. */
type Varies = 'path' | 'currency' | 'audience'

async function answer(
  c: Context<AppEnv>,
  options: { currency?: string; varies: Varies; query?: string },
  produce: (caller: CatalogCaller) => Promise<unknown>,
): Promise<Untyped> {
  const caller = await resolveCaller(c, options.currency)
  const base = `${c.req.path}${options.query ?? ''}`
  const key =
    options.varies === 'path'
      ? base
      : options.varies === 'currency'
        ? `${base}|${caller.currency}`
        : `${base}|${caller.currency}|${caller.audience}`
  return (await cachedJson(c, caller, key, () => produce(caller))) as Untyped
}

// The typed contracts describe the JSON; the cache hands back the same JSON as text, hence the casts.
type Untyped = never

const listMakes: H<typeof routes.listMakes> = (c) =>
  answer(c, { varies: 'path' }, () => service.listMakes(c.get('deps').db))

const listYears: H<typeof routes.listYears> = (c) =>
  answer(c, { varies: 'path' }, () => service.listYears(c.get('deps').db, c.req.valid('param')))

const listModels: H<typeof routes.listModels> = (c) =>
  answer(c, { varies: 'path' }, () => service.listModels(c.get('deps').db, c.req.valid('param')))

const listEngines: H<typeof routes.listEngines> = (c) =>
  answer(c, { varies: 'path' }, () => service.listEngines(c.get('deps').db, c.req.valid('param')))

const getEngine: H<typeof routes.getEngine> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'audience' }, (caller) =>
    service.getEngine(c.get('deps').db, c.req.valid('param'), caller),
  )

const listTransmissions: H<typeof routes.listTransmissions> = (c) =>
  answer(c, { varies: 'path' }, () => service.listTransmissions(c.get('deps').db, c.req.valid('param')))

const getTransmission: H<typeof routes.getTransmission> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'audience' }, (caller) =>
    service.getTransmission(c.get('deps').db, c.req.valid('param'), caller),
  )

// Tool prices and from-prices are retail prices: the same for every audience.
const listTools: H<typeof routes.listTools> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'currency' }, (caller) =>
    service.listTools(c.get('deps').db, caller.currency),
  )

const listGlobalCompatRules: H<typeof routes.listGlobalCompatRules> = (c) =>
  answer(c, { varies: 'path' }, () => service.listGlobalCompatRules(c.get('deps').db))

const getDynoCsv: H<typeof routes.getDynoCsv> = (c) =>
  answer(c, { varies: 'path' }, () => service.getDynoCsv(c.get('deps').db, c.req.valid('param').id))

const listAll: H<typeof routes.listAll> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'currency' }, (caller) =>
    service.listAll(c.get('deps').db, caller.currency),
  )

const listCategory: H<typeof routes.listCategory> = (c) => {
  const query = c.req.valid('query')
  return answer(
    c,
    {
      currency: query.currency,
      varies: 'audience',
      query: `?make=${encodeURIComponent(query.make ?? '')}&page=${query.page}&per_page=${query.per_page}`,
    },
    (caller) => service.listCategory(c.get('deps').db, c.req.valid('param').category, query, caller),
  )
}

const compatList =
  (kind: CompatKind): H<typeof routes.listFzlCompat> =>
  (c) =>
    answer(c, { varies: 'path' }, () => service.listCompatible(c.get('deps').db, kind))

const compatSubscribe =
  (kind: CompatKind): H<typeof routes.subscribeFzlCompat> =>
  async (c) => {
    const { db, clock } = c.get('deps')
    return c.json(await service.subscribeToCompat(db, kind, c.req.valid('json').email, clock()), 200)
  }

const getMakeGuide: H<typeof routes.getMakeGuide> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'audience' }, (caller) =>
    guides.getGuide(c.get('deps').db, c.req.valid('param'), caller),
  )

const getModelGuide: H<typeof routes.getModelGuide> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'audience' }, (caller) =>
    guides.getGuide(c.get('deps').db, c.req.valid('param'), caller),
  )

const getEngineGuide: H<typeof routes.getEngineGuide> = (c) =>
  answer(c, { currency: c.req.valid('query').currency, varies: 'audience' }, (caller) =>
    guides.getGuide(c.get('deps').db, c.req.valid('param'), caller),
  )

export const catalogRouter = createRouter()
  .openapi(routes.listMakes, listMakes)
  .openapi(routes.listYears, listYears)
  .openapi(routes.listModels, listModels)
  .openapi(routes.listEngines, listEngines)
  .openapi(routes.getEngine, getEngine)
  .openapi(routes.listTransmissions, listTransmissions)
  .openapi(routes.getTransmission, getTransmission)
  .openapi(routes.listTools, listTools)
  .openapi(routes.listGlobalCompatRules, listGlobalCompatRules)
  .openapi(routes.getDynoCsv, getDynoCsv)
  .openapi(routes.listAll, listAll)
  .openapi(routes.listCategory, listCategory)
  .openapi(routes.listFzlCompat, compatList('fzl'))
  .openapi(routes.listFz3Compat, compatList('fz3'))
  .openapi(routes.subscribeFzlCompat, compatSubscribe('fzl'))
  .openapi(routes.subscribeFz3Compat, compatSubscribe('fz3'))
  .openapi(routes.getMakeGuide, getMakeGuide)
  .openapi(routes.getModelGuide, getModelGuide)
  .openapi(routes.getEngineGuide, getEngineGuide)
