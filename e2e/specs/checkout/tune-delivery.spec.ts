import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE } from '../../fixtures/catalog-pages'
import { fillGuestAddress } from '../../fixtures/checkout-steps'
import { expect, test } from '../../fixtures/test'
import { NEW_PASSWORD, uniqueEmail } from '../../fixtures/unique'

// Decision 0069: tunes bought in the store are delivered: a guest follows the mailed link, creates an account and
// lands on the tune request that asks for the ECU read; a logged-in buyer gets the link on the confirmation page.
test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

const VEHICLE = SEEDED_VEHICLE.path

/** Serious or critical axe findings on the page as it is now. */
async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function addTuneToCart(page: Page) {
  await page.goto(VEHICLE)
  await page.getByRole('group', { name: 'Engine (ECU) tune' }).getByRole('radio').nth(1).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
  await drawer.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(paths.checkout())
}

async function pay(page: Page) {
  // The bundle buys the tool the tune needs (decision 0068), so the checkout asks where to ship it.
  await page.getByRole('button', { name: /^Continue to / }).click()
  await expect(page.getByRole('radio', { name: 'Test card (no real money)' })).toBeChecked()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/checkout\/complete\/\d+\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
}

test('a guest pays for a tune, follows the mailed link, creates an account and is asked for the ECU read', async ({
  page,
  outbox,
}) => {
  const email = uniqueEmail('tune-guest')
  await addTuneToCart(page)
  await fillGuestAddress(page, email, '92627')
  await pay(page)
  const nextSteps = page.getByRole('region', { name: 'What happens next with your tunes' })
  await expect(nextSteps.getByRole('link', { name: 'Get your tunes' })).toBeVisible()
  expect(await serious(page)).toEqual([])

  const link = await outbox.linkTo(email, /^\/tuning\/claim\/\d+\/[\w-]+$/)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Get your tunes', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'You bought' })).toContainText('2019 Audi S4')
  expect(await serious(page)).toEqual([])
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click()

  await expect(page).toHaveURL(/\/sign-up\?redirect=/)
  await page.getByLabel('Name', { exact: true }).fill('Pat Guest')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Check your e-mail')).toBeVisible()

  // The confirmation link logs the new account in and brings it back to the order, which is attached at once.
  await page.goto(await outbox.confirmationLink(email))
  await expect(page).toHaveURL(/\/tuning\/request\/\d+\/status$/, { timeout: 15_000 })
  await expect(page.getByTestId('request-status')).toHaveText('Waiting for your ECU read')
  await expect(page.getByRole('heading', { name: 'Upload your ECU read' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload your ECU read' })).toBeVisible()
  expect(await serious(page)).toEqual([])

  // The request is the one the tuning pages list.
  const requestPath = new URL(page.url()).pathname
  await page.goto(paths.tuneRequests())
  await expect(page.locator(`a[href="${requestPath}"]`).first()).toBeVisible()
})

test('a logged-in buyer sees the upload link for the tune on the confirmation page', async ({ page, loginAs }) => {
  await loginAs('customer@example.com')
  await addTuneToCart(page)
  await expect(
    page.getByRole('combobox', { name: 'Billing address', exact: true }).locator('option:checked'),
  ).toHaveText(/Costa Mesa/)
  await pay(page)
  const nextSteps = page.getByRole('region', { name: 'What happens next with your tunes' })
  await expect(nextSteps).toContainText('Waiting for your ECU read')
  await nextSteps.getByRole('link', { name: 'Upload your ECU read' }).click()
  await expect(page).toHaveURL(/\/tuning\/request\/\d+\/status$/)
  await expect(page.getByRole('heading', { name: 'Upload your ECU read' })).toBeVisible()
})
