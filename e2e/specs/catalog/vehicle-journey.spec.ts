import type { APIRequestContext } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE as V } from '../../fixtures/catalog-pages'
import { expect, test } from '../../fixtures/test'

type EngineTune = {
  id: number
  name: string
  is_stock: boolean
  optional: boolean
  stage: number | null
  dyno_csv_ids: number[]
  tools: number[]
  tune_types: { is_awd: boolean; is_dsg: boolean }[]
}

/** The seeded engine's first stage tune with a dyno run and a tool (read from the API, not guessed). */
async function stageTuneOf(request: APIRequestContext): Promise<EngineTune> {
  const response = await request.get(V.engineApi)
  expect(response.status()).toBe(200)
  const engine = (await response.json()) as { tunes: EngineTune[] }
  const tune = engine.tunes.find(
    (candidate) =>
      !candidate.is_stock &&
      !candidate.optional &&
      candidate.stage !== null &&
      candidate.dyno_csv_ids.length > 0 &&
      candidate.tools.length > 0 &&
      candidate.tune_types.every((type) => !type.is_awd && !type.is_dsg),
  )
  expect(tune, 'a stage tune with a dyno run and a tool').toBeTruthy()
  return tune!
}

const money = /[$€£]\s?\d[\d,]*\.\d{2}|\d[\d,.]*\s?(?:USD|CAD|EUR|GBP)/

test('a new visitor picks make, year, model, engine and transmission, chooses a tune, and a reload keeps it', async ({
  page,
  catalog,
  request,
}) => {
  const stage = await stageTuneOf(request)
  await page.goto(paths.catalog())
  await expect(page.getByRole('heading', { level: 1, name: 'Find tunes for your vehicle' })).toBeVisible()

  // The URL follows every choice.
  await catalog.choose('Make', V.make, /\/catalog\/audi$/)
  await catalog.choose('Year', V.year, /\/catalog\/audi\/2019$/)
  await catalog.choose('Model', V.model, /\/catalog\/audi\/2019\/s4$/)
  await catalog.choose('Engine', V.engine, /\/catalog\/audi\/2019\/s4\/3-0-tfsi$/)
  await catalog.choose('Transmission', V.transmission, /\/catalog\/audi\/2019\/s4\/3-0-tfsi\/zf-8hp$/)

  // Tunes show with prices and gains.
  await expect(catalog.ecuTunes().first()).toBeVisible()
  const option = catalog.tuneOption('Engine (ECU) tune', stage.name)
  await expect(option).toHaveAccessibleDescription(money)
  await expect(option).toHaveAccessibleDescription(/\+\d+ hp/)

  // A choice is a navigation (the selection lives in the URL): click, then wait for the URL.
  await option.click()
  await expect(page).toHaveURL(new RegExp(`[?&]tune=${stage.id}(&|$)`))
  await expect(option).toBeChecked()
  await expect(catalog.chosenTunes()).toContainText(stage.name)
  await expect(catalog.total()).toHaveText(money)

  // The dyno chart draws, with its peak numbers as text.
  await expect(catalog.dyno()).toBeVisible()
  await expect(catalog.dyno().locator('canvas').first()).toBeVisible()
  await expect(catalog.dynoPeaks()).toContainText(/Power\s*\d+ hp\s*\d+ hp\s*\+\d+ hp/)

  // The needed tool is named with its price.
  await expect(catalog.toolNeeded().getByRole('link').first()).toHaveText(/\S/)
  await expect(catalog.toolNeeded()).toContainText(money)

  // A reload keeps everything.
  const url = page.url()
  const total = await catalog.total().textContent()
  await page.reload()
  expect(page.url()).toBe(url)
  await expect(catalog.tuneOption('Engine (ECU) tune', stage.name)).toBeChecked()
  await expect(catalog.total()).toHaveText(total ?? '')
  await expect(catalog.step('Transmission')).toHaveValue(V.transmission)

  // The back button undoes the tune choice.
  await page.goBack()
  await expect(page).toHaveURL(/\/zf-8hp$/)

  // Choosing another make clears the lower choices.
  await catalog.choose('Make', 'bmw', /\/catalog\/bmw$/)
  await expect(catalog.step('Make')).toHaveValue('bmw')
  await expect(catalog.step('Year')).toHaveValue('')
  await expect(catalog.step('Model')).toBeDisabled()
  await expect(catalog.step('Engine')).toBeDisabled()
  await expect(catalog.ecuTunes()).toHaveCount(0)
})

test('the power display switches between crank and wheel figures and lives in the URL', async ({
  page,
  catalog,
  request,
}) => {
  const stage = await stageTuneOf(request)
  await page.goto(`${V.path}?tune=${stage.id}`)
  await expect(catalog.dynoPeaks()).toHaveAccessibleName(/at the crank/)
  // Choices change only the query: the page loads no data for them.
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url())
  })
  await catalog.dyno().getByRole('radio', { name: 'Wheel' }).click()
  await expect(page).toHaveURL(/[?&]power=regular/)
  await expect(catalog.dynoPeaks()).toHaveAccessibleName(/at the wheels/)
  await catalog.dyno().getByRole('radio', { name: 'kW' }).click()
  await expect(catalog.dynoPeaks()).toContainText(/\d+ kW/)
  expect(dataRequests).toEqual([])
})

test('a tool the visitor already owns costs nothing, and requires are added with the tune', async ({
  page,
  catalog,
  request,
}) => {
  const stage = await stageTuneOf(request)
  await page.goto(`${V.path}?tune=${stage.id}`)
  const tool = catalog.toolNeeded()
  await expect(tool.getByRole('link').first()).toBeVisible()
  const before = await catalog.total().textContent()
  await tool.getByRole('checkbox', { name: 'I already own it' }).first().click()
  await expect(page).toHaveURL(/[?&]own=\d+/)
  await expect(tool).toContainText('Owned')
  await expect(catalog.total()).not.toHaveText(before ?? '')

  // A tune that requires another selects it too (seeded: Stage 3 requires the TCU stage 1 tune).
  const stage3 = catalog.tuneOption('Engine (ECU) tune', 'Stage 3')
  if ((await stage3.count()) > 0) {
    await stage3.click()
    await expect(catalog.tuneOption('Transmission (TCU) tune', 'TCU Stage 1')).toBeChecked()
  }
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('once a tune is chosen the total, Buy and Add to cart stay on screen, and the peak figures fit (decision 0071)', async ({
    page,
    context,
    baseURL,
    catalog,
    request,
  }) => {
    // A returning visitor: the consent banner, fixed above the bar until answered, is not in the way.
    await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
    const stage = await stageTuneOf(request)
    await page.goto(V.path)
    const bar = page.getByRole('region', { name: 'Selection total' })
    await expect(catalog.ecuTunes().first()).toBeVisible()
    await expect(bar).toHaveCount(0)

    await catalog.tuneOption('Engine (ECU) tune', stage.name).click()
    await expect(page).toHaveURL(new RegExp(`[?&]tune=${stage.id}(&|$)`))
    // From the top of the page, where the buyer has not scrolled to the summary.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar.getByRole('link', { name: 'Buy' })).toBeInViewport({ ratio: 1 })
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeInViewport({ ratio: 1 })
    await expect(bar).toContainText((await catalog.total().textContent()) ?? 'no total')
    await expect(bar.getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      new RegExp(`^/purchase/catalog\\?.*tune=${stage.id}`),
    )

    // The peak figures are cards inside their panel: nothing is cut off, nothing scrolls sideways.
    const peaks = catalog.dynoPeaks()
    await peaks.scrollIntoViewIfNeeded()
    await expect(peaks).toContainText(/Power\s*\d+ hp\s*\d+ hp\s*\+\d+ hp/)
    const overflow = await peaks.evaluate((table) => {
      const panel = table.closest('section')!.getBoundingClientRect()
      return Math.max(0, table.getBoundingClientRect().right - panel.right, table.scrollWidth - table.clientWidth)
    })
    expect(overflow).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // The bar's Add to cart is the page's: the cart opens with the tune.
    await bar.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-line')).toHaveCount(1)
  })
})

test('on a wide screen the summary column stays in view, below the header, while the tunes scroll (decision 0071)', async ({
  page,
  catalog,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const stage = await stageTuneOf(request)
  await page.goto(`${V.path}?tune=${stage.id}`)
  await expect(page.getByRole('region', { name: 'Selection total' })).toBeHidden()
  await catalog.tuneGroup('Transmission (TCU) tune').scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
  const buy = catalog.summary().getByRole('link', { name: 'Buy' })
  await expect(buy).toBeInViewport({ ratio: 1 })
  await expect(catalog.total()).toBeInViewport({ ratio: 1 })
  // Not under the sticky site header: the summary's heading is below it.
  const header = (await page.getByRole('banner').first().boundingBox()) ?? { y: 0, height: 0 }
  const heading = await catalog.summary().getByRole('heading', { name: 'Your selection' }).boundingBox()
  expect(heading!.y).toBeGreaterThanOrEqual(header.y + header.height)
})

test('the picker is plain links too, so the catalog can be walked without the selects', async ({ page }) => {
  await page.goto(paths.catalog())
  await page.getByRole('navigation', { name: 'Choose make' }).getByRole('link', { name: 'Audi', exact: true }).click()
  await expect(page).toHaveURL(/\/catalog\/audi$/)
  await page.getByRole('navigation', { name: 'Choose year' }).getByRole('link', { name: '2019', exact: true }).click()
  await expect(page).toHaveURL(/\/catalog\/audi\/2019$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2019 Audi tunes')
})

test('the vehicle page is complete HTML for search engines, and the sitemap lists it', async ({ request }) => {
  const stage = await stageTuneOf(request)
  const response = await request.get(V.path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(stage.name)
  expect(html).toMatch(/<title>2019 Audi S4 [^<]+ tunes \| [^<]+<\/title>/)
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${V.path}"`))
  // The scripts are preloaded, late: the first paint waits for nothing but the HTML and its styles (decision 0054).
  expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/entry\.client-[^"]+\.js"/)
  expect(html).not.toMatch(/<link rel="modulepreload" href=/)
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
  const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)
  expect(jsonLd, 'JSON-LD').toBeTruthy()
  const product = JSON.parse(jsonLd![1]!) as { '@type': string; offers: { name: string; price: string }[] }
  expect(product['@type']).toBe('Product')
  expect(product.offers.map((offer) => offer.name)).toContain(stage.name)

  const sitemap = await request.get(paths.sitemap())
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('xml')
  expect(await sitemap.text()).toContain(`${V.path}</loc>`)
  const robots = await request.get(paths.robots())
  expect(await robots.text()).toMatch(/^Sitemap: http\S+\/sitemap\.xml$/m)
})

test('a trailing add-on segment redirects to the vehicle page without it', async ({ request }) => {
  const response = await request.get(`${V.path}/12,13?tune=1`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe(`${V.path}?tune=1`)
})

test('an invalid year segment is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto(paths.vehicle({ make: 'audi', year: 'abc' }))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible()
  const unknown = await page.goto(paths.vehicle({ make: 'no-such-make' }))
  expect(unknown?.status()).toBe(404)
})

test('/ecu-tuning and /ktag redirect permanently', async ({ request }) => {
  const ecu = await request.get(paths.ecuTuning(), { maxRedirects: 0 })
  expect(ecu.status()).toBe(301)
  expect(ecu.headers()['location']).toBe(paths.catalog())
  const ktag = await request.get(paths.ktag(), { maxRedirects: 0 })
  expect(ktag.status()).toBe(301)
  expect(ktag.headers()['location']).toBe(paths.shortLink('kess'))
})

test('category slugs are category pages, other slugs are makes', async ({ page }) => {
  await page.goto(paths.category('engine-tuning'))
  await expect(page.getByRole('heading', { level: 1, name: 'Engine tuning' })).toBeVisible()
  await expect(page.getByText(/Showing 1–\d+ of \d+ tunes/)).toBeVisible()
  await page.goto(paths.vehicle({ make: 'audi' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Audi tunes' })).toBeVisible()
})

test('a category page filters by make and pages from 1', async ({ page }) => {
  await page.goto(paths.category('stage-1-tuning'))
  await page.getByRole('combobox', { name: 'Make' }).selectOption('audi')
  await expect(page).toHaveURL(/\/catalog\/stage-1-tuning\?make=audi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stage 1 tuning' })).toBeVisible()
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards.first()).toContainText(/Audi/i)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  if (await pages.isVisible()) {
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/make=audi&page=2$/)
    await expect(page.getByText(/Showing 25–/)).toBeVisible()
  }
  const beyond = await page.goto(paths.category('stage-1-tuning', { page: 9999 }))
  expect(beyond?.status()).toBe(404)
})

test('the home page search finds vehicles on /catalog', async ({ page }) => {
  await page.goto(paths.catalog({ q: '2019 s4' }))
  await expect(page.getByRole('heading', { name: /Vehicles matching/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /2019 Audi S4/ }).first()).toBeVisible()
})

test('the dyno page browses results vehicle by vehicle', async ({ page, catalog }) => {
  await page.goto(paths.dyno())
  await page.getByRole('navigation', { name: 'Choose make' }).getByRole('link', { name: 'Audi', exact: true }).click()
  await expect(page).toHaveURL(/\/dyno\/\?make=audi$/)
  await catalog.choose('Year', '2019', /year=2019$/)
  await catalog.choose('Model', 's4', /model=s4$/)
  await catalog.choose('Engine', '3-0-tfsi', /engine=3-0-tfsi$/)
  await expect(catalog.dyno().locator('canvas').first()).toBeVisible()
  await expect(catalog.dynoPeaks()).toContainText(/\+\d+ hp/)
})

test('the guide walks the same vehicle segments', async ({ page }) => {
  await page.goto(paths.guide({ make: 'audi' }))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Audi')
  const missing = await page.goto(paths.guide({ make: 'audi', year: 'abc' }))
  expect(missing?.status()).toBe(404)
})
