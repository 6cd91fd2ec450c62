import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE as V } from '../../fixtures/catalog-pages'
import { expect, test } from '../../fixtures/test'

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.use({ viewport: { width: 390, height: 844 } })

test('tunes bought with "Buy" are found under Your orders, on a phone, with the next step as a link (decision 0070)', async ({
  page,
  baseURL,
  newAccount,
}) => {
  await newAccount()
  await page.goto(paths.orders())
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible()
  await expect(page.getByText('You have no orders yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a tune for your vehicle' })).toHaveAttribute(
    'href',
    paths.catalog(),
  )

  // The catalog purchase API the vehicle page's "Buy" ends in: an estimate of a stage tune, then paid.
  const engine = (await (await page.request.get(V.engineApi)).json()) as {
    tunes: { id: number; is_stock: boolean; optional: boolean }[]
  }
  const stage = engine.tunes.find((tune) => !tune.is_stock && !tune.optional)!
  const headers = { origin: baseURL ?? '' }
  const estimate = await page.request.post('/api/v1/catalog/estimate', {
    headers,
    data: { vehicle: V.path, selection: `tune=${stage.id}`, save: true },
  })
  expect(estimate.status()).toBe(201)
  const { purchase_id: purchaseId } = (await estimate.json()) as { purchase_id: number }
  const paid = await page.request.post('/api/v1/catalog/pay', {
    headers: { ...headers, 'Idempotency-Key': `order-history-${purchaseId}-${Date.now()}` },
    data: { purchase_id: purchaseId, payment: { test_token: 'tok_visa' } },
  })
  expect(paid.status()).toBe(200)

  await page.reload()
  const card = page.getByRole('listitem').filter({ hasText: `Tune purchase ${purchaseId}` })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Tune bundle')
  await expect(card).toContainText('2019 Audi S4')
  await expect(card).toContainText('Paid')
  await expect(card).toContainText(/\$[\d,]+\.\d\d/)
  // Nothing scrolls sideways on a phone, and the page passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await serious(page)).toEqual([])

  await card.getByRole('link', { name: 'Upload your ECU read' }).click()
  await expect(page).toHaveURL(paths.tuning())
  await page.goBack()
  await card.getByRole('link', { name: `Tune purchase ${purchaseId}` }).click()
  await expect(page).toHaveURL(paths.catalogPurchase(purchaseId))
})
