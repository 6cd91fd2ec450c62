import { randomBytes } from 'node:crypto'
import { paths } from '@shop/domain/paths'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { user } from '../schema/auth'
import { catalogEngine, catalogMake, catalogModel, catalogTune, catalogTunePrice } from '../schema/catalog'
import { catalogPurchase } from '../schema/catalog-purchases'
import { checkoutOrder, checkoutOrderLine, paymentAttempt, type OrderAddress } from '../schema/checkout'
import { pageView, tagAttribution } from '../schema/site'
import { storeProduct, storeProductPrice } from '../schema/store'
import { tuneRequest, tuneRequestEvent, tuneRequestPipeline } from '../schema/tune-requests'
import { createPrng, type Prng } from './catalog/prng'

// The demo shop's last 90 days (decision 0095): store orders, catalog purchases, custom tune requests, page views
// and tags, so that every chart of the back office has a real shape (a weekly rhythm, growth, orders yesterday).
// Deterministic: one seeded generator and dates counted back from the day the seed runs. Bought by shoppers of
// their own (no password: they cannot log in), so the demo accounts' own lists stay as they were.

const DAY_MS = 86_400_000
/** Days of history, ending yesterday. */
export const ACTIVITY_DAYS = 90
/** Monday-to-Sunday rhythm of a tuning shop: busy midweek, quiet on Sunday (index: getUTCDay, Sunday 0). */
const WEEKDAY = [0.55, 1.0, 1.08, 1.12, 1.05, 0.92, 0.68]

type Currency = 'USD' | 'EUR' | 'CAD' | 'GBP'

// No demo account's first name (Casey, Sam, Alex…): searching for one finds that account alone.
const FIRST = ['Jesse', 'Quinn', 'Jordan', 'Taylor', 'Morgan', 'Chris', 'Jamie', 'Robin', 'Drew', 'Riley', 'Kai', 'Noa']
const LAST = ['Becker', 'Nguyen', 'Santos', 'Kowalski', 'Murphy', 'Rossi', 'Lindqvist', 'Okafor', 'Dubois', 'Clarke']

const ADDRESSES: Record<Currency, Omit<OrderAddress, 'full_name' | 'email'>[]> = {
  USD: [
    {
      line1: '88 Canyon Rd',
      line2: '',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country_code: 'US',
      phone: '',
    },
    {
      line1: '14 Harbor Ave',
      line2: '',
      city: 'Tacoma',
      state: 'WA',
      postal_code: '98402',
      country_code: 'US',
      phone: '',
    },
    {
      line1: '902 Elm St',
      line2: 'Apt 3',
      city: 'Columbus',
      state: 'OH',
      postal_code: '43215',
      country_code: 'US',
      phone: '',
    },
  ],
  CAD: [
    {
      line1: '220 King St W',
      line2: '',
      city: 'Toronto',
      state: 'ON',
      postal_code: 'M5H 1K4',
      country_code: 'CA',
      phone: '',
    },
  ],
  EUR: [
    {
      line1: 'Hauptstraße 12',
      line2: '',
      city: 'Stuttgart',
      state: '',
      postal_code: '70173',
      country_code: 'DE',
      phone: '',
    },
    {
      line1: 'Keizersgracht 101',
      line2: '',
      city: 'Amsterdam',
      state: '',
      postal_code: '1015 CJ',
      country_code: 'NL',
      phone: '',
    },
  ],
  GBP: [
    {
      line1: '5 Mill Lane',
      line2: '',
      city: 'Manchester',
      state: '',
      postal_code: 'M1 2AB',
      country_code: 'GB',
      phone: '',
    },
  ],
}
/** Standard shipping per currency (the seeded zones' tier, decision 0027). */
const SHIPPING: Record<Currency, number> = { USD: 999, CAD: 1299, EUR: 1299, GBP: 1199 }

const REFERRERS: [string, number][] = [
  ['', 34],
  ['https://www.google.com/', 30],
  ['https://www.youtube.com/', 8],
  ['https://www.facebook.com/', 7],
  ['https://www.reddit.com/r/cars/', 5],
  ['https://www.golfmk7.com/forums/', 6],
  ['https://f30.bimmerpost.com/forums/', 5],
  ['https://www.bing.com/', 3],
  ['https://duckduckgo.com/', 2],
]
const TAGS: [string, number][] = [
  ['redline-performance', 4],
  ['track-day-media', 3],
  ['spring-sale', 2],
  ['yt-golf-review', 2],
]
const SCREENS: [string, number][] = [
  ['390x844', 26],
  ['414x896', 12],
  ['360x800', 10],
  ['820x1180', 6],
  ['1024x1366', 3],
  ['1920x1080', 22],
  ['1440x900', 12],
  ['1366x768', 9],
]
const PERSON_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const BOTS: { code: number; agent: string; screen: string; weight: number }[] = [
  {
    code: 150,
    agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    screen: '',
    weight: 40,
  },
  {
    code: 150,
    agent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    screen: '',
    weight: 15,
  },
  {
    code: 151,
    agent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36',
    screen: '1280x720',
    weight: 15,
  },
  { code: 152, agent: 'python-requests/2.32', screen: '', weight: 18 },
  { code: 153, agent: PERSON_AGENT, screen: '1920x1080', weight: 12 },
]

function weighted<T>(prng: Prng, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0)
  let pick = prng.next() * total
  for (const [item, weight] of items) {
    pick -= weight
    if (pick < 0) return item
  }
  return items[items.length - 1]![0]
}

/** An item early in the list more often than a late one: the popular vehicles and products. */
const skewed = <T>(prng: Prng, items: readonly T[], power = 1.8): T =>
  items[Math.min(items.length - 1, Math.floor(items.length * prng.next() ** power))]!

/** A count around `mean` (±25%), never negative. */
const around = (prng: Prng, mean: number) => Math.max(0, Math.round(mean * prng.between(0.75, 1.25)))

/** A moment of the day starting at `dayStart`: mostly afternoon and evening (UTC). */
const momentOf = (prng: Prng, dayStart: number) =>
  new Date(dayStart + Math.floor((prng.chance(0.75) ? prng.between(13, 24) : prng.between(0, 13)) * 3_600_000))

/** Inserts rows a few hundred at a time, one statement each. */
async function insertAll<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][], size = 500) {
  for (let start = 0; start < rows.length; start += size)
    await tx.insert(table).values(rows.slice(start, start + size) as never)
}

async function insertReturningIds(
  tx: Db,
  table: typeof checkoutOrder | typeof catalogPurchase | typeof tuneRequest,
  rows: object[],
  size = 500,
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size)
    const inserted = (await tx
      .insert(table)
      .values(chunk as never)
      .returning({ id: table.id })) as { id: number }[]
    ids.push(...inserted.map((row) => row.id))
  }
  return ids
}

type Shopper = { id: string; name: string; email: string; currency: Currency; address: OrderAddress }

type EngineChoice = {
  engineId: number
  make: string
  makeSlug: string
  year: string
  model: string
  modelSlug: string
  engine: string
  engineSlug: string
  tunes: { id: number; name: string; optional: boolean; prices: Map<string, { price: number; addon: number }> }[]
}

async function loadEngines(tx: Db): Promise<EngineChoice[]> {
  const rows = await tx
    .select({
      engineId: catalogEngine.id,
      make: catalogMake.name,
      makeSlug: catalogMake.slug,
      year: catalogModel.year,
      model: catalogModel.name,
      modelSlug: catalogModel.slug,
      engine: catalogEngine.name,
      engineSlug: catalogEngine.slug,
      tuneId: catalogTune.id,
      tuneName: catalogTune.name,
      optional: catalogTune.optional,
      currency: catalogTunePrice.currency,
      price: catalogTunePrice.price,
      addon: catalogTunePrice.addonprice,
    })
    .from(catalogTune)
    .innerJoin(catalogEngine, eq(catalogEngine.id, catalogTune.engineId))
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .innerJoin(catalogTunePrice, eq(catalogTunePrice.tuneId, catalogTune.id))
    .where(and(isNotNull(catalogTune.engineId), eq(catalogTune.isStock, false)))
    .orderBy(asc(catalogEngine.id), asc(catalogTune.position), asc(catalogTune.id))
  const engines = new Map<number, EngineChoice>()
  for (const row of rows) {
    let engine = engines.get(row.engineId)
    if (!engine) {
      engine = { ...row, tunes: [] }
      engines.set(row.engineId, engine)
    }
    let tune = engine.tunes.find((t) => t.id === row.tuneId)
    if (!tune) {
      tune = { id: row.tuneId, name: row.tuneName, optional: row.optional, prices: new Map() }
      engine.tunes.push(tune)
    }
    tune.prices.set(row.currency, { price: row.price, addon: row.addon })
  }
  return [...engines.values()].filter((engine) => engine.tunes.some((tune) => !tune.optional && tune.prices.size > 0))
}

/** A main tune (stage 1 most often) and now and then an add-on, priced in `currency`. */
function chooseTunes(prng: Prng, engine: EngineChoice, currency: string) {
  const mains = engine.tunes.filter((tune) => !tune.optional && tune.prices.has(currency))
  const addOns = engine.tunes.filter((tune) => tune.optional && tune.prices.has(currency))
  const chosen: { tune: EngineChoice['tunes'][number]; kind: 'set' | 'option' }[] = [
    { tune: skewed(prng, mains, 2.2), kind: 'set' },
  ]
  if (addOns.length > 0 && prng.chance(0.3)) chosen.push({ tune: prng.pick(addOns), kind: 'option' })
  return chosen.map(({ tune, kind }) => {
    const price = tune.prices.get(currency)!
    return { id: tune.id, name: tune.name, kind, amount: kind === 'set' ? price.price : price.addon }
  })
}

/** Which way a custom tune request went, by how long ago it was made (older ones are mostly delivered). */
function tuneRequestStatus(prng: Prng, ageDays: number): string {
  if (ageDays > 7)
    return weighted(prng, [
      ['delivered', 78],
      ['cancelled', 8],
      ['estimated', 5],
      ['rejected', 4],
      ['support', 3],
      ['help', 2],
    ])
  if (ageDays > 2)
    return weighted(prng, [
      ['delivered', 45],
      ['in-progress', 20],
      ['estimated', 10],
      ['paid', 8],
      ['rejected', 5],
      ['support', 4],
      ['free', 3],
      ['raw', 3],
      ['cancelled', 2],
    ])
  return weighted(prng, [
    ['created', 18],
    ['awaiting-read', 8],
    ['estimated', 20],
    ['help', 8],
    ['paid', 12],
    ['pay-later', 8],
    ['free', 6],
    ['raw', 6],
    ['in-progress', 14],
  ])
}

const FUNDING_OF: Record<string, string | null> = {
  created: null,
  'awaiting-read': 'paid',
  estimated: null,
  help: null,
  paid: 'paid',
  'pay-later': 'pay-later',
  free: 'free',
  raw: 'raw',
  'in-progress': 'paid',
  rejected: 'paid',
  delivered: 'paid',
  support: 'paid',
  cancelled: null,
}

function storeOrderStatus(prng: Prng, ageDays: number): string {
  if (ageDays > 10)
    return weighted(prng, [
      ['delivered', 80],
      ['pending', 8],
      ['refunded', 6],
      ['cancelled', 6],
    ])
  if (ageDays > 2)
    return weighted(prng, [
      ['shipped', 68],
      ['paid', 12],
      ['pending', 12],
      ['refunded', 3],
      ['cancelled', 5],
    ])
  return weighted(prng, [
    ['paid', 78],
    ['shipped', 8],
    ['pending', 14],
  ])
}

/**
 * Seeds the 90 days before `today` (its UTC day): about 400 store orders, 200 catalog purchases, 180 custom tune
 * requests, 12,000 page views and 300 tag records. Called once, inside the demo seed's transaction.
 */
export async function seedActivity(tx: Db, today: Date): Promise<void> {
  const prng = createPrng(20_261_126)
  const todayStart = Math.floor(today.getTime() / DAY_MS) * DAY_MS
  const firstDay = todayStart - ACTIVITY_DAYS * DAY_MS

  const shoppers: Shopper[] = Array.from({ length: 60 }, (_, index) => {
    const name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`
    const email = `${name.toLowerCase().replace(' ', '.')}.${index + 1}@example.net`
    const currency = weighted<Currency>(prng, [
      ['USD', 52],
      ['EUR', 22],
      ['GBP', 13],
      ['CAD', 13],
    ])
    const address = { ...prng.pick(ADDRESSES[currency]), full_name: name, email }
    return { id: `seed-shopper-${String(index + 1).padStart(3, '0')}`, name, email, currency, address }
  })
  await insertAll(
    tx,
    user,
    shoppers.map((shopper, index) => ({
      id: shopper.id,
      name: shopper.name,
      email: shopper.email,
      emailVerified: true,
      createdAt: new Date(firstDay - (index + 1) * DAY_MS),
      updatedAt: new Date(firstDay - (index + 1) * DAY_MS),
    })),
  )

  const products = await tx
    .select({
      id: storeProduct.id,
      slug: storeProduct.slug,
      name: storeProduct.name,
      subtext: storeProduct.subtext,
      currency: storeProductPrice.currency,
      amountMinor: storeProductPrice.amountMinor,
    })
    .from(storeProduct)
    .innerJoin(storeProductPrice, eq(storeProductPrice.productId, storeProduct.id))
    .orderBy(asc(storeProductPrice.amountMinor), asc(storeProduct.id))
  const productsIn = (currency: string) => products.filter((product) => product.currency === currency)
  const engines = await loadEngines(tx)
  const productSlugs = [...new Set(products.map((product) => product.slug))]

  const orders: (typeof checkoutOrder.$inferInsert)[] = []
  const orderLines: Omit<typeof checkoutOrderLine.$inferInsert, 'orderId'>[][] = []
  const purchases: (typeof catalogPurchase.$inferInsert)[] = []
  const requests: (typeof tuneRequest.$inferInsert)[] = []
  const pipelines: (Omit<typeof tuneRequestPipeline.$inferInsert, 'tuneRequestId'> | null)[] = []
  const deliveries: (Date | null)[] = []
  const views: (typeof pageView.$inferInsert)[] = []
  const tags: (typeof tagAttribution.$inferInsert)[] = []
  const returning: string[] = []
  let serial = 0

  for (let day = 0; day < ACTIVITY_DAYS; day++) {
    const dayStart = firstDay + day * DAY_MS
    const ageDays = ACTIVITY_DAYS - day
    // Growth from 55% to 100% over the period, the weekly rhythm, and a little noise.
    const level = (0.55 + (0.45 * day) / (ACTIVITY_DAYS - 1)) * WEEKDAY[new Date(dayStart).getUTCDay()]!

    // Store orders; at least three yesterday, so "yesterday's orders" always has some.
    const storeOrders = Math.max(around(prng, 6 * level), ageDays === 1 ? 3 : 0)
    for (let n = 0; n < storeOrders; n++) {
      serial++
      const guest = prng.chance(0.3)
      const shopper = prng.pick(shoppers)
      const createdAt = momentOf(prng, dayStart)
      const status = storeOrderStatus(prng, ageDays)
      const lineCount = weighted(prng, [
        [1, 60],
        [2, 28],
        [3, 12],
      ])
      const catalog = productsIn(shopper.currency)
      const lines = Array.from({ length: lineCount }, (_, position) => {
        const product = skewed(prng, catalog, 1.4)
        const quantity = prng.chance(0.8) ? 1 : 2
        return {
          productId: product.id,
          slug: product.slug,
          name: product.name,
          subtext: product.subtext,
          quantity,
          unitPriceMinor: product.amountMinor,
          lineTotalMinor: product.amountMinor * quantity,
          position,
        }
      })
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)
      const shipping = SHIPPING[shopper.currency]
      const charged = status !== 'pending' && status !== 'cancelled'
      const email = guest ? `guest.${serial}@example.net` : shopper.email
      orders.push({
        userId: guest ? null : shopper.id,
        email,
        status: status as 'paid',
        currency: shopper.currency,
        subtotalMinor: subtotal,
        shippingMinor: shipping,
        totalMinor: subtotal + shipping,
        shippingTier: 'standard',
        shippingName: 'Standard',
        billingAddress: { ...shopper.address, email },
        shippingAddress: { ...shopper.address, email },
        invoiceToken: randomBytes(24).toString('base64url'),
        trackingNumber:
          status === 'shipped' || status === 'delivered' ? `1Z9SEED${String(serial).padStart(10, '0')}` : null,
        paymentProvider: charged ? 'test' : null,
        chargeId: charged ? `test_ch_seed_${serial}` : null,
        paidAt: charged ? new Date(createdAt.getTime() + 90_000) : null,
        createdAt,
        updatedAt: createdAt,
      })
      orderLines.push(lines)
    }

    // Catalog purchases of tunes, on the popular vehicles most.
    const catalogPurchases = around(prng, 2.6 * level)
    for (let n = 0; n < catalogPurchases && engines.length > 0; n++) {
      serial++
      const shopper = prng.pick(shoppers)
      const engine = skewed(prng, engines)
      const tunes = chooseTunes(prng, engine, shopper.currency)
      const total = tunes.reduce((sum, tune) => sum + tune.amount, 0)
      const createdAt = momentOf(prng, dayStart)
      const paid = prng.chance(0.86)
      purchases.push({
        userId: shopper.id,
        status: paid ? 'paid' : 'estimate',
        vehiclePath: paths.vehicle({
          make: engine.makeSlug,
          year: engine.year,
          model: engine.modelSlug,
          engine: engine.engineSlug,
        }),
        vehicleName: `${engine.year} ${engine.make} ${engine.model}`,
        selection: `tune_sets=${tunes[0]!.id}`,
        ownedToolIds: [],
        role: 'customer',
        currency: shopper.currency,
        lines: tunes.map((tune) => ({
          type: 'tune' as const,
          tune_id: tune.id,
          name: tune.name,
          kind: tune.kind,
          amount: { amount_minor: tune.amount, currency: shopper.currency },
        })),
        tunesTotalMinor: BigInt(total),
        toolCostMinor: 0n,
        installFeeMinor: 0n,
        totalMinor: BigInt(total),
        commitKey: paid ? `seed-commit-${serial}` : null,
        paymentProvider: paid ? 'test' : null,
        chargeId: paid ? `test_ch_seed_${serial}` : null,
        committedAt: paid ? new Date(createdAt.getTime() + 120_000) : null,
        createdAt,
        updatedAt: createdAt,
      })
    }

    // Custom tune requests: uploaded, estimated, paid (or free, raw, billed), worked and delivered.
    const tuneRequests = around(prng, 2.2 * level)
    for (let n = 0; n < tuneRequests && engines.length > 0; n++) {
      const shopper = prng.pick(shoppers)
      const engine = skewed(prng, engines)
      const createdAt = momentOf(prng, dayStart)
      const status = tuneRequestStatus(prng, ageDays)
      const funding = FUNDING_OF[status] ?? null
      const tunes = chooseTunes(prng, engine, shopper.currency)
      const total = tunes.reduce((sum, tune) => sum + tune.amount, 0)
      const hour = 3_600_000
      // Faster as the shop grows its team: 8 to 70 hours at first, about a third less by the end.
      const turnaroundHours = (8 + 62 * prng.next() ** 2) * (1.15 - (0.35 * day) / ACTIVITY_DAYS)
      const deliveredAt = status === 'delivered' ? new Date(createdAt.getTime() + turnaroundHours * hour) : null
      requests.push({
        ownerUserId: shopper.id,
        status,
        vehicleDescription: `${engine.year} ${engine.make} ${engine.model}`,
        ecuDescription: engine.engine,
        createdAt,
        updatedAt: deliveredAt ?? createdAt,
      })
      const estimated = status !== 'created'
      pipelines.push(
        estimated
          ? {
              funding,
              engineId: engine.engineId,
              vehicle: {
                make: engine.make,
                year: engine.year,
                model: engine.model,
                engine: engine.engine,
                transmission: null,
                engine_id: engine.engineId,
                transmission_id: null,
              },
              estimate:
                funding === 'raw'
                  ? null
                  : {
                      currency: shopper.currency,
                      lines: tunes.map((tune) => ({
                        tune_id: tune.id,
                        name: tune.name,
                        kind: tune.kind,
                        amount_minor: tune.amount,
                      })),
                      subtotal_minor: total,
                      discount_minor: 0,
                      discount_codes: [],
                      total_minor: total,
                    },
              estimatedAt: new Date(createdAt.getTime() + 2 * hour),
              ...(funding === 'paid' && status !== 'awaiting-read'
                ? {
                    paymentProvider: 'test',
                    paymentChargeId: `test_ch_seed_tr_${requests.length}`,
                    paidAmountMinor: BigInt(total),
                    paidCurrency: shopper.currency,
                    paidAt: new Date(createdAt.getTime() + 4 * hour),
                  }
                : {}),
              updatedAt: deliveredAt ?? createdAt,
            }
          : null,
      )
      deliveries.push(deliveredAt)
    }

    // Page views: visits of people (a few pages each, the landing page's referrer kept by the page) and bots.
    const visits = around(prng, 48 * level)
    for (let n = 0; n < visits; n++) {
      const returningVisitor = returning.length > 0 && prng.chance(0.35)
      const visitorId = returningVisitor ? prng.pick(returning) : `seed-visitor-${returning.length + 1}`
      if (!returningVisitor) returning.push(visitorId)
      const screen = weighted(prng, SCREENS)
      const referrer = weighted(prng, REFERRERS)
      let at = momentOf(prng, dayStart).getTime()
      const tag = prng.chance(0.07) ? weighted(prng, TAGS) : null
      if (tag) tags.push({ visitorId, tag, createdAt: new Date(at) })
      const pages = weighted(prng, [
        [1, 35],
        [2, 25],
        [3, 20],
        [4, 12],
        [6, 8],
      ])
      for (let page = 0; page < pages; page++) {
        const engine = engines.length > 0 ? skewed(prng, engines) : null
        const path = weighted(prng, [
          [paths.home(), page === 0 ? 30 : 8],
          [paths.catalog(), 16],
          [
            engine
              ? paths.vehicle({
                  make: engine.makeSlug,
                  year: engine.year,
                  model: engine.modelSlug,
                  engine: engine.engineSlug,
                })
              : paths.catalog(),
            26,
          ],
          [paths.products(), 8],
          [paths.product(skewed(prng, productSlugs)), 12],
          [paths.ecuTuning(), 4],
          [paths.dyno(), 3],
        ])
        views.push({
          visitorId,
          path,
          referrer,
          title: '',
          event: 'pageview',
          screen,
          userAgent: PERSON_AGENT,
          createdAt: new Date(at),
        })
        at += Math.floor(prng.between(20, 240) * 1000)
      }
    }
    const botViews = around(prng, 22)
    for (let n = 0; n < botViews; n++) {
      const bot = weighted(
        prng,
        BOTS.map((b) => [b, b.weight] as [typeof b, number]),
      )
      views.push({
        visitorId: null,
        path: prng.chance(0.5) ? paths.home() : paths.catalog(),
        referrer: '',
        title: '',
        event: 'pageview',
        screen: bot.screen,
        botCode: bot.code,
        userAgent: bot.agent,
        createdAt: momentOf(prng, dayStart),
      })
    }
  }

  const orderIds = await insertReturningIds(tx, checkoutOrder, orders)
  await insertAll(
    tx,
    checkoutOrderLine,
    orderIds.flatMap((orderId, index) => orderLines[index]!.map((line) => ({ ...line, orderId }))),
  )
  await insertAll(
    tx,
    paymentAttempt,
    orderIds.flatMap((orderId, index) => {
      const order = orders[index]!
      if (!order.chargeId) return []
      return [
        {
          orderId,
          requestKey: `seed-${orderId}`,
          providerKey: `seed-payment-${orderId}`,
          provider: 'test',
          amountMinor: order.totalMinor,
          currency: order.currency,
          outcome: order.status === 'refunded' ? ('refunded' as const) : ('charged' as const),
          chargeId: order.chargeId,
          createdAt: order.createdAt,
          settledAt: order.paidAt,
        },
      ]
    }),
  )
  await insertReturningIds(tx, catalogPurchase, purchases)
  const requestIds = await insertReturningIds(tx, tuneRequest, requests)
  await insertAll(
    tx,
    tuneRequestPipeline,
    requestIds.flatMap((tuneRequestId, index) => {
      const pipeline = pipelines[index]
      return pipeline ? [{ ...pipeline, tuneRequestId }] : []
    }),
  )
  await insertAll(
    tx,
    tuneRequestEvent,
    requestIds.flatMap((tuneRequestId, index) => {
      const deliveredAt = deliveries[index]
      return deliveredAt
        ? [
            {
              tuneRequestId,
              event: 'deliver',
              fromStatus: 'in-progress',
              toStatus: 'delivered',
              createdAt: deliveredAt,
            },
          ]
        : []
    }),
  )
  await insertAll(tx, pageView, views, 1000)
  await insertAll(tx, tagAttribution, tags)
}
