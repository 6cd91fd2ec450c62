import type { BrowserContext } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

/** A real 1×1 PNG: the server accepts photos by their bytes only. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Consent already given (v1, no optional tags), so the cookie banner does not cover the page. */
async function consented(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL ?? 'http://127.0.0.1' }])
}

// Buying tunes from a vehicle page ("Buy", /purchase/catalog) is the one checkout's: specs/checkout/vehicle-bundle.spec.ts.

test('a customer submits a trade-in with a photo and sees its status change when staff make an offer', async ({
  page,
  context,
  baseURL,
  loginAs,
  playwright,
}) => {
  await consented(context, baseURL)
  await loginAs('customer@example.com')
  await page.goto(paths.tradeIn())
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
