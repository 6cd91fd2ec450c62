import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE } from '../../fixtures/catalog-pages'
import { expect, test } from '../../fixtures/test'

const PUBLIC_PAGES = [
  paths.home(),
  paths.login(),
  paths.signUp(),
  paths.forgotPassword(),
  paths.forbidden(),
  '/no-such-page',
]
// Catalog pages (SPEC §2): the picker, a vehicle page with a tune chosen (dyno chart drawn), a category page.
const CATALOG_PAGES = [paths.catalog(), paths.category('engine-tuning')]
const VEHICLE_PAGE = SEEDED_VEHICLE.path
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path)
        expect(await seriousViolations(page)).toEqual([])
      })
    }

    for (const path of CATALOG_PAGES) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path)
        expect(await seriousViolations(page)).toEqual([])
      })
    }

    test('a vehicle page with a tune chosen has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto(VEHICLE_PAGE)
      await page.getByRole('group', { name: 'Engine (ECU) tune' }).getByRole('radio').nth(1).click()
      await expect(
        page
          .getByRole('region', { name: /^Dyno:/ })
          .locator('canvas')
          .first(),
      ).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('/profile (logged in) has no serious or critical accessibility violations', async ({ page, newAccount }) => {
      await newAccount()
      await page.goto(paths.profile())
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('/purchase/catalog (the checkout on the bundle) and /trade-in (logged in) have no serious or critical violations', async ({
      page,
      newAccount,
    }) => {
      await newAccount()
      await page.goto(VEHICLE_PAGE)
      await page.getByRole('group', { name: 'Engine (ECU) tune' }).getByRole('radio').nth(1).click()
      await expect(page).toHaveURL(/[?&]tune=\d+/)
      await page.goto(`${paths.purchaseCatalog({ vehicle: VEHICLE_PAGE })}&${new URL(page.url()).search.slice(1)}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
      await expect(page.getByRole('button', { name: /^Continue to / })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.goto(paths.tradeIn())
      await expect(page.getByRole('heading', { level: 1, name: 'Trade in your flash tool' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

// The footer's support badge depends on the visitor's clock (SPEC §1: 9 to 17 on weekdays, Pacific time); the
// checks above see whichever state the run's hour gives, so both are pinned here.
const SUPPORT_STATES = [
  { state: 'open', at: '2026-11-25T20:00:00Z', text: 'Support is open now' },
  { state: 'closed', at: '2026-11-25T06:00:00Z', text: 'Support is closed now' },
] as const

for (const { state, at, text } of SUPPORT_STATES) {
  test(`the footer's support badge meets contrast while support is ${state}`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(at))
    await page.goto(paths.home())
    // The badge is worked out when the footer comes near the screen (decision 0059).
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(page.getByText(text)).toBeVisible()
    const results = await new AxeBuilder({ page }).include('footer').withRules(['color-contrast']).analyze()
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
  })
}

/** The violations that block people, each as one readable line (rule, help text, offending elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}
