import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The brand theme on /admin/colors (issue 24 item 9, decision 0100): a Super Admin changes the colours, sees them in
// the preview and the contrast checks as they type, saves, and the storefront shows them at once; the spec puts the
// default theme back, so the other specs find the shop as it was.

const DEFAULT_THEME = { primary: '#b81d1d', accent: '#f34d4d', logo: null }
const RED = 'rgb(184, 29, 29)'
const BLUE = 'rgb(29, 78, 216)'

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

/** The home page's Sign up button, as a visitor sees it: its background colour. */
async function homeButtonColour(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL }])
  const visitor = await context.newPage()
  await visitor.goto(paths.home())
  const button = visitor.getByRole('banner').getByRole('link', { name: 'Sign up' })
  const colour = await button.evaluate((element) => getComputedStyle(element).backgroundColor)
  await context.close()
  return colour
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test.describe('the brand theme', () => {
  test('a Super Admin changes the primary colour: preview, contrast checks, save, the storefront at once, reset', async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs('superadmin@example.com')
    try {
      expect(await homeButtonColour(browser, baseURL!)).toBe(RED)
      await page.goto(paths.adminOrders())
      await page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Colors' }).click()
      await expect(page).toHaveURL(paths.adminColors())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colors')
      const save = page.getByRole('button', { name: 'Save theme' })
      const primary = page.getByRole('textbox', { name: 'Primary colour' })
      const previewButton = page.getByTestId('preview-button')
      await expect(previewButton).toHaveCSS('background-color', RED)
      expect(await seriousViolations(page)).toEqual([])

      // A yellow primary: white text on it fails; the check says so with its ratio, and Save is off, saying why.
      await primary.fill('#ffcc00')
      const buttonCheck = page.locator('[data-check="primary-button"]')
      await expect(buttonCheck).toContainText('Fails')
      await expect(buttonCheck).toContainText(/1\.\d\d:1/)
      await expect(page.getByText('Save is off until every check passes')).toBeVisible()
      await expect(save).toBeDisabled()
      await expect(previewButton).toHaveCSS('background-color', 'rgb(255, 204, 0)')
      await shot(page, 'colors-failing-1280')

      // A deep blue passes every check: the preview takes it, and it saves.
      await primary.fill('#1d4ed8')
      await expect(previewButton).toHaveCSS('background-color', BLUE)
      await expect(buttonCheck).toContainText('Passes')
      await expect(save).toBeEnabled()
      await save.click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
      await shot(page, 'colors-saved-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await shot(page, 'colors-saved-390')
      await page.setViewportSize({ width: 1280, height: 800 })

      // The storefront, for a visitor, without a restart: the home page's button is blue.
      expect(await homeButtonColour(browser, baseURL!)).toBe(BLUE)
      await page.reload()
      await expect(page.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#1d4ed8')
      // This page is drawn with it too: the colour tokens and Mantine's palette, from the server's HTML.
      const token = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ts-accent').trim(),
      )
      expect(token).toBe('#1d4ed8')
      const palette = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-redline-7').trim(),
      )
      expect(palette).toBe('#1d4ed8')

      // Reset to default, saved: the shop is red again.
      await page.getByRole('button', { name: 'Reset to default' }).click()
      await expect(primary).toHaveValue('#b81d1d')
      await save.click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
      expect(await homeButtonColour(browser, baseURL!)).toBe(RED)
    } finally {
      // Whatever failed above, the other specs find the default theme.
      await page.request.put('/api/admin/theme', { data: DEFAULT_THEME, headers: { origin: baseURL! } })
    }
  })

  test('an Admin who is not Super Admin has no Colors link and is sent to the forbidden page', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminOrders())
    const nav = page.getByRole('navigation', { name: 'Back office' }).first()
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Colors' })).toHaveCount(0)
    await page.goto(paths.adminColors())
    await expect(page).toHaveURL(paths.forbidden())
  })
})
