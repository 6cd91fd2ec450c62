import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// Issue 25 item 2 (decision 0103): the dealer's owner opens this month's statement, its print view and its PDF.

const SLUG = 'redline-performance'

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

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(label, () => {
    test.use({ viewport })
    test.describe.configure({ timeout: 120_000 })

    test('the owner opens this month’s statement, its print view and its PDF', async ({ page, loginAs }) => {
      await loginAs('dealer@example.com')
      await page.goto(paths.dealer(SLUG, 'statements'))
      await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible()
      const table = page.getByRole('table', { name: 'Statements' })
      await expect(table.getByText('Open', { exact: true }).first()).toBeVisible()
      await shot(page, `statements-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      await table
        .getByRole('link', { name: new RegExp(`^${month}`) })
        .first()
        .click()
      await expect(page).toHaveURL(/\/statements\/current-[A-Z]{3}$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(month)
      await expect(page.getByText('Balance so far').first()).toBeVisible()
      await shot(page, `statement-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      const pdfLink = page.getByRole('link', { name: 'Download PDF' })
      const href = await pdfLink.getAttribute('href')
      const pdf = await page.request.get(href!)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

      await page.getByRole('link', { name: 'Print view' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Open statement')
      await expect(page.getByText('Redline Performance').first()).toBeVisible()
      await shot(page, `print-statement-${label}`)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('a member is not shown statements; disbursements say when there are none', async ({ page, loginAs }) => {
      await loginAs('dealer-member@example.com')
      await page.goto(paths.dealer(SLUG, 'statements'))
      await expect(page).toHaveURL((url) => url.pathname === paths.forbidden())
      await page.context().clearCookies()
      await page.context().addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: page.url() }])
      await loginAs('apex@example.com')
      await page.goto(paths.dealer('apex-motorsport', 'disbursements'))
      await expect(page.getByRole('heading', { name: 'No disbursements yet' })).toBeVisible()
      await shot(page, `disbursements-${label}`)
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
