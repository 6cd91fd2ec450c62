import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// Issue 25 (decision 0106): the snapshot of the dealer's and of a user's account for a date, and a dealer's invoice
// to print. Reads only: the demo dealer's money and codes stay as they were.

const SLUG = 'redline-performance'
const APEX_OWNER_ID = '00000000-0000-4000-8000-00000000000b'

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

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

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

    test('the owner opens the dealer’s snapshot, picks a day, and prints an invoice', async ({ page, loginAs }) => {
      await loginAs('dealer@example.com')
      await page.goto(paths.dealer(SLUG))
      await page.getByRole('link', { name: 'Snapshot for a date' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Account snapshot' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
      const day = yesterday()
      await page.getByLabel('Date').fill(day)
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL(new RegExp(`/snapshot\\?date=${day}$`))
      await expect(page.getByText(/As of the end of/)).toBeVisible()
      await shot(page, `dealer-snapshot-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      await page.goto(paths.dealer(SLUG, 'tune-credits'))
      await page
        .getByRole('link', { name: /^Invoice \d+$/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/print-invoice\?id=\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{6}$/ })).toBeVisible()
      await expect(page.getByText('Codes issued')).toBeVisible()
      await shot(page, `dealer-invoice-${label}`)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('a member sees the credits and counts, not the money', async ({ page, loginAs }) => {
      await loginAs('dealer-member@example.com')
      await page.goto(paths.dealerSnapshot(SLUG))
      await expect(page.getByRole('heading', { level: 1, name: 'Account snapshot' })).toBeVisible()
      await expect(page.getByText('ECU credits')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Balance' })).toHaveCount(0)
      await shot(page, `dealer-snapshot-member-${label}`)
    })

    test('a customer opens their own snapshot from /profile; another user’s is not found', async ({
      page,
      loginAs,
    }) => {
      await loginAs('customer@example.com')
      await page.goto(paths.profile())
      await page.getByRole('link', { name: 'Your account at a date' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Account snapshot' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Dealer memberships' })).toBeVisible()
      await shot(page, `profile-snapshot-${label}`)
      expect(await seriousViolations(page)).toEqual([])
      const other = await page.goto(paths.profileSnapshot(APEX_OWNER_ID))
      expect(other?.status()).toBe(404)
    })
  })
}
