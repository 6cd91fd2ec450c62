import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addDays, utcDay } from '@shop/domain/admin-metrics'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The back office's metrics and web traffic (issue 24 items 7 and 8, decision 0095), on the demo seed's last 90 days.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** Charts are drawn in the browser: wait for the first chart's lines or bars. */
async function chartDrawn(page: Page, section: string) {
  const region = page.getByRole('region', { name: section, exact: true })
  await expect(region.locator('.recharts-surface').first()).toBeVisible()
  await expect(
    region.locator('.recharts-line-curve, .recharts-rectangle, .recharts-area-curve, .recharts-sector').first(),
  ).toBeVisible()
  return region
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(label, () => {
    test.use({ viewport })
    // Several screens of charts, each checked by axe: more than the default minute on the shared 2-core machine.
    test.describe.configure({ timeout: 240_000 })

    test('an admin reads the seeded revenue, changes the range, and opens tune and vehicle metrics', async ({
      page,
      loginAs,
    }) => {
      await loginAs('admin@example.com')
      await page.goto(paths.adminMetrics())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metrics')
      // The seed's orders are mostly in US dollars: a revenue card and a drawn chart.
      await expect(page.getByText('Revenue in USD')).toBeVisible()
      const revenue = await chartDrawn(page, 'Revenue')
      await revenue.getByText('Revenue as a table').click()
      const yesterday = addDays(utcDay(new Date()), -1)
      await expect(revenue.getByRole('table')).toBeVisible()
      await shot(page, `metrics-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      // The last 90 days, by week: the address carries the range.
      await page.getByRole('link', { name: 'Last 90 days' }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('from') === addDays(yesterday, -88))
      // The address changes before React draws the new range (a transition): the form is used once it shows it.
      await expect(page.getByLabel('From')).toHaveValue(addDays(yesterday, -88))
      await page.getByRole('combobox', { name: 'Group' }).selectOption('week')
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('bucket') === 'week')
      await chartDrawn(page, 'Revenue')
      await expect(page.getByLabel('From')).toHaveValue(addDays(yesterday, -88))

      // A range of one day, yesterday: the seed always has orders then.
      await page.getByLabel('From').fill(yesterday)
      await page.getByLabel('To').fill(yesterday)
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('to') === yesterday)
      await expect(page.getByText(/Revenue in [A-Z]{3}/).first()).toBeVisible()

      await page.goto(paths.adminTuneMetrics({ from: addDays(yesterday, -89), to: yesterday }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tune metrics')
      await chartDrawn(page, 'By status')
      await chartDrawn(page, 'Turnaround')
      await shot(page, `metrics-tunes-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      await page.goto(paths.adminVehicleMetrics({ from: addDays(yesterday, -89), to: yesterday }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle metrics')
      await chartDrawn(page, 'Top engines')
      await shot(page, `metrics-vehicles-${label}`)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('an admin reads the seeded web traffic', async ({ page, loginAs }) => {
      await loginAs('admin@example.com')
      await page.goto(paths.adminWebTraffic())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web traffic')
      await chartDrawn(page, 'Views and visits')
      await chartDrawn(page, 'Devices')
      await expect(page.getByText('Bot share')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Referrers', exact: true })).toContainText('www.google.com')
      await shot(page, `web-traffic-${label}`)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

test('staff are refused metrics and web traffic, and see no link to them', async ({ page, loginAs }) => {
  await loginAs('staff@example.com')
  await page.goto(paths.adminOrders())
  const nav = page.getByRole('navigation', { name: 'Back office' }).first()
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Metrics' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Web traffic' })).toHaveCount(0)
  const response = await page.request.get('/api/admin/metrics')
  expect(response.status()).toBe(403)
})
