import { addDays, utcDay } from '@shop/domain/admin-metrics'
import { paths } from '@shop/domain/paths'
import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test'

/** A rescue session of the demo customer that staff estimated: an order awaiting payment. Leaves staff logged in. */
async function estimatedRescue(page: Page, loginAs: (email: string) => Promise<void>, origin: string) {
  await loginAs('customer@example.com')
  const created = await page.request.post('/api/v1/rescue-sessions', {
    headers: { origin },
    data: {
      kind: 'ID',
      tool_name: 'Flashzilla V3',
      vehicle: '2019 Volkswagen Golf GTI',
      description: 'The flash stopped at 43% and the car no longer starts.',
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await loginAs('staff@example.com')
  const estimated = await page.request.patch(`/api/v1/rescue-sessions/${id}`, {
    headers: { origin },
    data: { action: 'estimate', estimate: { amount_minor: 12_900, currency: 'EUR' } },
  })
  expect(estimated.status()).toBe(200)
  return `R-${id}`
}

// The back office (issue 24, decision 0088).
test.describe('the back office', () => {
  test('an admin opens /admin, goes to Orders, filters the list and opens an order', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const number = await estimatedRescue(page, loginAs, baseURL ?? '')
    await loginAs('admin@example.com')
    // SPEC §2: the default is value transfers (decision 0091).
    await page.goto(paths.admin())
    await expect(page).toHaveURL(paths.adminValueTransfers())
    const nav = page.getByRole('navigation', { name: 'Back office' }).first()
    for (const screen of ['Value transfers', 'Orders', 'Transactions', 'Mail outbox', 'Background jobs']) {
      await expect(nav.getByRole('link', { name: screen })).toBeVisible()
    }
    await nav.getByRole('link', { name: 'Orders' }).click()
    await expect(page).toHaveURL(paths.adminOrders())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders')

    await page.getByRole('combobox', { name: 'Payment' }).selectOption('awaiting-payment')
    await expect(page).toHaveURL((url) => url.searchParams.get('payment') === 'awaiting-payment')
    await page.getByRole('searchbox', { name: 'Customer' }).fill('customer@example')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('customer') === 'customer@example')
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible()
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) })
    await expect(row).toContainText('Awaiting payment')
    await expect(row).toContainText('€129.00')

    // The view is its address: a reload keeps the filters.
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveValue('awaiting-payment')

    await page.getByRole('link', { name: number, exact: true }).click()
    await expect(page).toHaveURL(paths.adminOrder(number))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
    await expect(page.getByRole('heading', { name: 'Lines' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Orders' }).click()
    await expect(page).toHaveURL(paths.adminOrders())
  })

  test("an admin finds yesterday's orders by date, on a desktop and on a phone, and opens one", async ({
    page,
    loginAs,
  }) => {
    // The demo seed's 90 days end yesterday with at least three store orders (decision 0095); the list's days are UTC.
    const yesterday = addDays(utcDay(new Date()), -1)
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${yesterday}T12:00:00Z`),
    )
    await loginAs('admin@example.com')
    await page.goto(paths.adminOrders())
    await page.getByLabel('From', { exact: true }).fill(yesterday)
    await expect(page).toHaveURL((url) => url.searchParams.get('from') === yesterday)
    await page.getByLabel('To', { exact: true }).fill(yesterday)
    await expect(page).toHaveURL((url) => url.searchParams.get('to') === yesterday)
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^[A-Z]-\d+$/ }) })
    // The list is redrawn after each filter: wait until every row is of yesterday (today's would be the first's).
    await expect(rows.first()).toBeVisible()
    await expect(rows.filter({ hasNotText: shown })).toHaveCount(0)
    const count = await rows.count()
    expect(count).toBeGreaterThanOrEqual(3)
    await page.screenshot({ path: test.info().outputPath('orders-yesterday-1280.png'), fullPage: true })

    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(yesterday)
    await expect(rows).toHaveCount(count)
    await page.screenshot({ path: test.info().outputPath('orders-yesterday-390.png'), fullPage: true })

    const link = rows.first().getByRole('link', { name: /^[A-Z]-\d+$/ })
    const number = (await link.textContent())!.trim()
    await link.click()
    await expect(page).toHaveURL(paths.adminOrder(number))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`)
    await expect(page.getByText(shown).first()).toBeVisible()
  })

  test('staff see Orders (not value transfers); the account menu links to the back office', async ({
    page,
    loginAs,
  }) => {
    await loginAs('staff@example.com')
    await page.goto(paths.home())
    await page.getByRole('button', { name: 'Sam Staff' }).click()
    await page.getByRole('link', { name: 'Back office' }).first().click()
    await expect(page).toHaveURL(paths.adminOrders())
    const nav = page.getByRole('navigation', { name: 'Back office' }).first()
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Value transfers' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Transactions' })).toHaveCount(0)
  })

  test('on a phone the navigation opens from the burger', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs('admin@example.com')
    await page.goto(paths.adminOrders())
    await page.getByRole('button', { name: 'Open the back office menu' }).click()
    await page.getByRole('link', { name: 'Mail outbox' }).click()
    await expect(page).toHaveURL(paths.adminOutbox())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail outbox')
  })

  test('a customer is shown the forbidden page and no back office link', async ({ page, loginAs }) => {
    await loginAs('customer@example.com')
    await page.goto(paths.adminOrders())
    await expect(page).toHaveURL(paths.forbidden())
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0)
  })
})
