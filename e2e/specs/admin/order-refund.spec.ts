import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { addProduct } from '../../fixtures/checkout-steps'
import { expect, test } from '../../fixtures/test'

// Issue 24 item 2, decision 0092: an admin refunds a line of a store order from the back office.

test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

/** Serious or critical axe findings on the page as it is now. */
async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('an admin finds the customer’s order, refunds its line with restock, sees the reversal; the customer sees the refund', async ({
  page,
  loginAs,
}) => {
  // A checkout, a refund and three pages checked with axe: a long journey on a shared machine.
  test.slow()
  let orderId = ''
  await test.step('the demo customer buys a cable with the test card', async () => {
    await loginAs('customer@example.com')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/store/cart') && r.request().method() === 'PUT')
    await addProduct(page)
    await saved
    await page.goto(paths.checkout())
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    orderId = /\/checkout\/complete\/(\d+)\//.exec(page.url())![1]!
  })
  const number = `S-${orderId}`

  await test.step('the admin finds it in Orders by the customer and opens it', async () => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminOrders())
    await page.getByRole('searchbox', { name: 'Customer' }).fill('customer@example')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('customer') === 'customer@example')
    await page.getByRole('link', { name: number, exact: true }).click()
    await expect(page).toHaveURL(paths.adminOrder(number))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
    await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('No refunds')
  })

  await test.step('refunds the cable line with restock', async () => {
    await page.getByRole('button', { name: 'Refund', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Refund order ${number}` })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('radio', { name: 'Chosen lines' }).check()
    await dialog.getByRole('checkbox', { name: /OBD-II/ }).check()
    await dialog.getByRole('checkbox', { name: /back in stock/ }).check()
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Arrived damaged')
    expect(await serious(page)).toEqual([])
    await dialog.getByRole('button', { name: /^Refund \$/ }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Refunded \$/ })).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  await test.step('the refund and its ledger reversal show on the order page', async () => {
    const refunds = page.getByRole('region', { name: 'Refunds' })
    await expect(refunds).toContainText('Arrived damaged')
    await expect(refunds).toContainText(/1 × OBD-II/)
    await expect(refunds).toContainText('Back in stock: 1 at')
    await expect(refunds).toContainText('Refunded')
    const payments = page.getByRole('region', { name: 'Payments' })
    await expect(payments.getByRole('heading', { name: 'Ledger entries' })).toBeVisible()
    await expect(payments).toContainText(`for order ${number}`)
    expect(await serious(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('order-refunded-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('region', { name: 'Refunds' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath('order-refunded-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('the customer sees the refund on their order page', async () => {
    await loginAs('customer@example.com')
    await page.goto(paths.order(orderId))
    const refunds = page.getByRole('region', { name: 'Refunds' })
    await expect(refunds).toContainText(/Refunded on \d{4}-\d{2}-\d{2}/)
    await expect(refunds).toContainText('$')
    expect(await serious(page)).toEqual([])
  })
})
