import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// Issue 25 item 7 (decision 0107): the demo dealer's owner, its named signatory, accepts an issued statement; the
// page, the print view and the PDF then say who accepted it. A member is not shown statements, so no button.
// Each run starts on a fresh seed (three months of Redline history: two or three issued statements), and an
// acceptance is immutable, so each viewport accepts the oldest statement not accepted yet, or, when none is left,
// checks one the other viewport accepted.

const SLUG = 'redline-performance'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

type Statement = { id: string; status: string; period_start: string }

/** The oldest issued statement not accepted yet, else the oldest accepted one. */
async function statementToAccept(page: Page): Promise<Statement> {
  const response = await page.request.get(`/api/v1/dealers/${SLUG}/statements`)
  expect(response.status()).toBe(200)
  const list = ((await response.json()).data as Statement[]).filter((s) => s.status !== 'open').reverse()
  const chosen = list.find((s) => s.status === 'issued') ?? list.find((s) => s.status === 'accepted')
  expect(chosen, 'the demo dealer has an issued statement').toBeDefined()
  return chosen!
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

    test('the owner, Redline’s signatory, accepts an issued statement', async ({ page, loginAs }) => {
      await loginAs('dealer@example.com')
      const statement = await statementToAccept(page)
      await page.goto(paths.dealerStatement(SLUG, statement.id))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const button = page.getByRole('button', { name: 'Accept statement' })
      if (statement.status === 'issued') {
        await expect(button).toBeVisible()
        await shot(page, `statement-accept-before-${label}`)
        expect(await seriousViolations(page)).toEqual([])
        await button.click()
      }
      await expect(page.getByText(/^Accepted by Dana Dealer on /)).toBeVisible()
      await expect(button).toHaveCount(0)
      await shot(page, `statement-accepted-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      const pdf = await page.request.get(paths.dealerStatementPdf(SLUG, statement.id))
      expect(pdf.status()).toBe(200)
      await page.getByRole('link', { name: 'Print view' }).click()
      await expect(page.getByText(/^Accepted by Dana Dealer on /)).toBeVisible()
      await shot(page, `print-statement-accepted-${label}`)
    })

    test('the manager sees who accepted it and no button; a member sees no statement', async ({ page, loginAs }) => {
      await loginAs('dealer-manager@example.com')
      const statement = await statementToAccept(page)
      await page.goto(paths.dealerStatement(SLUG, statement.id))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Accept statement' })).toHaveCount(0)
      await expect(
        statement.status === 'issued'
          ? page.getByText('It may be accepted by the dealer’s signatory: Dana Dealer', { exact: false })
          : page.getByText(/^Accepted by Dana Dealer on /),
      ).toBeVisible()
      await shot(page, `statement-manager-${label}`)
      await page.context().clearCookies()
      await page.context().addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: page.url() }])
      await loginAs('dealer-member@example.com')
      await page.goto(paths.dealerStatement(SLUG, statement.id))
      await expect(page).toHaveURL((url) => url.pathname === paths.forbidden())
      await expect(page.getByRole('button', { name: 'Accept statement' })).toHaveCount(0)
    })
  })
}
