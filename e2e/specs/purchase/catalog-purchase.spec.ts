import type { BrowserContext, Page } from '@playwright/test'
import { SEEDED_VEHICLE as V } from '../../fixtures/catalog-pages'
import { expect, test } from '../../fixtures/test'

/** Picks a test card in the payment field; retried, since the field re-renders once its settings have loaded. */
async function chooseTestCard(page: Page, name: string) {
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Test card', exact: true }).click()
    await page.getByRole('option', { name, exact: true }).click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** A real 1×1 PNG: the server accepts photos by their bytes only. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Consent already given (v1, no optional tags), so the cookie banner does not cover the page. */
async function consented(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL ?? 'http://127.0.0.1' }])
}

type EngineTune = {
  id: number
  is_stock: boolean
  optional: boolean
  tools: number[]
  tune_types: { is_awd: boolean; is_dsg: boolean }[]
}

test('from a vehicle page a customer buys a tune: the declined card shows its message, the test card pays, the purchase is listed', async ({
  page,
  context,
  baseURL,
  loginAs,
  request,
}) => {
  await consented(context, baseURL)
  await loginAs('customer@example.com')
  const engine = (await (await request.get(V.engineApi)).json()) as { tunes: EngineTune[] }
  const stage = engine.tunes.find(
    (tune) =>
      !tune.is_stock && !tune.optional && tune.tools.length > 0 && tune.tune_types.every((t) => !t.is_awd && !t.is_dsg),
  )!
  await page.goto(`${V.path}?tune=${stage.id}`)
  await page.getByRole('link', { name: 'Buy', exact: true }).click()
  await expect(page).toHaveURL(/\/purchase\/catalog\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Buy tunes' })).toBeVisible()
  await expect(page.getByTestId('purchase-vehicle')).toContainText('S4')
  const lines = page.getByRole('table', { name: 'Purchase lines' })
  await expect(lines).toContainText('Flash tool:')
  await expect(lines).toContainText('Install fee')
  const total = (await page.getByTestId('purchase-total').textContent()) ?? ''
  expect(total).toMatch(/\d/)

  // A declined test card: its SPEC §8 message, and the purchase can still be paid.
  await chooseTestCard(page, 'Expired card')
  await page.getByRole('button', { name: /^Pay / }).click()
  // Saving the estimate and the declined charge are two calls: allow for a busy machine.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card has expired. Please use another card.' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  await expect(page).toHaveURL(/\/purchase\/catalog\?/)

  await chooseTestCard(page, 'Visa ending 4242 — succeeds')
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  await expect(page).toHaveURL(/\/purchase\/catalog\/\d+$/, { timeout: 20_000 })
  const id = /(\d+)$/.exec(page.url())![1]
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tune purchase #${id}`)
  await expect(page.getByText('Purchase confirmed')).toBeVisible()
  await expect(page.getByTestId('purchase-total')).toHaveText(total)
  const list = page.getByRole('region', { name: 'Your tune purchases' })
  await expect(list.getByRole('link', { name: new RegExp(`^#${id} `) })).toBeVisible()
  await expect(list).toContainText('Paid')
})

test('an anonymous visitor sees the price and is asked to log in to buy', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await consented(context, baseURL)
  const engine = (await (await request.get(V.engineApi)).json()) as { tunes: EngineTune[] }
  const stage = engine.tunes.find((tune) => !tune.is_stock && !tune.optional && tune.tools.length > 0)!
  await page.goto(`/purchase/catalog?vehicle=${encodeURIComponent(V.path)}&tune=${stage.id}`)
  await expect(page.getByTestId('purchase-total')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', /^\/login\?redirect=/)
})

test('a customer submits a trade-in with a photo and sees its status change when staff make an offer', async ({
  page,
  context,
  baseURL,
  loginAs,
  playwright,
}) => {
  await consented(context, baseURL)
  await loginAs('customer@example.com')
  await page.goto('/trade-in')
  const tool = `FlashZilla V3 ${Date.now()}`
  await page.getByLabel('Tool to trade in').fill(tool)
  await page.getByLabel('Serial number').fill('FZ3-778899')
  await page.getByLabel('Condition').selectOption({ label: 'Like new' })
  await page.locator('input[type="file"]').setInputFiles({ name: 'tool.png', mimeType: 'image/png', buffer: PIXEL_PNG })
  await page.getByRole('button', { name: 'Send trade-in request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is received' })).toBeVisible()
  const mine = page
    .getByRole('region', { name: 'Your trade-in requests' })
    .getByRole('listitem')
    .filter({ hasText: tool })
  await expect(mine.getByTestId('trade-in-status')).toHaveText('Received')
  await expect(mine.getByRole('img', { name: `Photo 1 of ${tool}` })).toBeVisible()

  // Staff review it (through the API, as the back office would) and make an offer.
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } })
  expect(
    (
      await staff.post('/api/auth/sign-in/email', { data: { email: 'staff@example.com', password: 'demo-password' } })
    ).status(),
  ).toBe(200)
  const all = await (await staff.get('/api/v1/trade-in-requests?scope=all')).json()
  const created = all.data.find((row: { tool: string }) => row.tool === tool)
  const offered = await staff.patch(`/api/v1/trade-in-requests/${created.id}`, {
    data: { status: 'offered', offer: { amount_minor: 18_000, currency: 'USD' } },
  })
  expect(offered.status()).toBe(200)
  await staff.dispose()

  await page.reload()
  await expect(mine.getByTestId('trade-in-status')).toHaveText('Offer made')
  await expect(mine).toContainText('Our offer: $180.00')
  await mine.getByRole('button', { name: 'Accept the offer' }).click()
  await expect(mine.getByTestId('trade-in-status')).toHaveText('Accepted')
})
