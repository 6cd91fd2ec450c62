import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The back office's dealers (issue 25 item 8): find a dealer, change its credit limit with a reason, the dashboard.

const REDLINE = '00000000-0000-4000-8000-0000000000d1'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, a screenshot of the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** Sets Redline's USD limit on its edit page, with a reason; back on the dealer's page. */
async function setUsdLimit(page: Page, amount: string, reason: string) {
  await page.goto(paths.adminDealerEdit(REDLINE))
  await page.getByRole('textbox', { name: 'Limit in USD' }).fill(amount)
  await page.getByRole('textbox', { name: 'Reason for the change' }).fill(reason)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(paths.adminDealer(REDLINE))
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test.describe('dealers in the back office', () => {
  test('an admin finds Redline, raises its USD limit by 100 with a reason, then puts it back', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminOrders())
    await page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Dealers' }).click()
    await expect(page).toHaveURL(paths.adminDealers())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealers')
    await page.getByRole('searchbox', { name: 'Name or address' }).fill('redline')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'redline')
    await shot(page, 'admin-dealers')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Redline Performance' }).click()
    await expect(page).toHaveURL(paths.adminDealer(REDLINE))
    const money = page.getByRole('region', { name: 'Balance and credit' })
    const usd = money.getByRole('row').filter({ hasText: 'USD' })
    await expect(usd).toContainText('$2,500.00')
    await expect(page.getByRole('link', { name: 'Open portal' })).toHaveAttribute(
      'href',
      paths.dealer('redline-performance'),
    )
    await shot(page, 'admin-dealer')
    expect(await seriousViolations(page)).toEqual([])

    try {
      await setUsdLimit(page, '2600.00', 'E2E: a higher limit for a test')
      await expect(usd).toContainText('$2,600.00')
      await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText('E2E: a higher limit for a test')
    } finally {
      await setUsdLimit(page, '2500.00', 'E2E: back as it was')
    }
    await expect(usd).toContainText('$2,500.00')
  })

  test('an admin opens the dealer dashboard and the programme information', async ({ page, loginAs }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminDealerDashboard())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer dashboard')
    await expect(page.getByRole('region', { name: 'Owing the shop, longest first' })).toBeVisible()
    // Decision 0107: overdue statements per dealer, linked to it, or the line saying there are none.
    const overdue = page.getByRole('region', { name: 'Overdue statements' })
    await expect(
      overdue
        .getByRole('table', { name: 'Overdue statements' })
        .or(overdue.getByText('No statement is past its due date unpaid.')),
    ).toBeVisible()
    await shot(page, 'admin-dealer-dashboard')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Programme information' }).click()
    await expect(page).toHaveURL(paths.adminDealerInfo())
    await expect(page.getByText('This purchase exceeds a credit limit.', { exact: false })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('at 390 px the list and the dashboard fit the phone', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs('admin@example.com')
    await page.goto(paths.adminDealers())
    await expect(page.getByRole('link', { name: 'Redline Performance' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await shot(page, 'admin-dealers-390')
    expect(await seriousViolations(page)).toEqual([])
    await page.goto(paths.adminDealerDashboard())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer dashboard')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, 'admin-dealer-dashboard-390')
  })
})
