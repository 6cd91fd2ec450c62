import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { addProduct, cartEntries, chooseCountry, chooseOption, fillGuestAddress } from '../../fixtures/checkout-steps'
import { expect, test } from '../../fixtures/test'

// A returning visitor who accepted the cookie banner, in a North American time zone (no region offer).
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

test('a new visitor checks out as a guest: a declined card keeps the cart, the paid order shows its page and an invoice that opens logged out', async ({
  page,
  browser,
}) => {
  await addProduct(page)

  await test.step('addresses and the estimate', async () => {
    await page.goto(paths.checkout())
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
    await fillGuestAddress(page, 'e2e-guest@example.com', '9262')
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    // SPEC §7 External: a failed address lookup raises 'unable to resolve address'.
    await expect(page.getByRole('alert')).toContainText('unable to resolve address')
    await page.getByLabel('ZIP code').fill('92627')
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    await expect(page.getByRole('table', { name: 'Your order' })).toContainText('Sales tax (7.25%)')
    await expect(page.getByRole('radio', { name: /Express/ })).toBeVisible()
    expect(await serious(page)).toEqual([])
  })

  await test.step('a declined test card shows its message and keeps the cart', async () => {
    await chooseOption(page, 'Test card', 'Expired card')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('alert')).toContainText('Your card has expired. Please use another card.')
    await expect(page).toHaveURL(paths.checkout())
    expect(await cartEntries(page)).toBe(1)
  })

  let invoiceUrl = ''
  await test.step('the succeeding test card places the order and empties the cart', async () => {
    await chooseOption(page, 'Test card', 'Visa ending 4242 — succeeds')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/checkout\/complete\/\d+\/[\w-]+$/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    await expect(page.getByText('e2e-guest@example.com')).toBeVisible()
    expect(await cartEntries(page)).toBe(0)
    expect(await serious(page)).toEqual([])
    invoiceUrl = (await page.getByRole('link', { name: 'View invoice' }).getAttribute('href'))!
    expect(invoiceUrl).toMatch(/^\/profile\/orders\/\d+\/[\w-]+\/invoice$/)
  })

  await test.step('the invoice link opens without logging in, and as a PDF', async () => {
    const stranger = await browser.newContext()
    const other = await stranger.newPage()
    await other.goto(invoiceUrl)
    await expect(other.getByRole('heading', { name: /^Invoice \d+$/ })).toBeVisible()
    await expect(other.getByRole('table', { name: 'Items' })).toContainText('OBD-II')
    expect(await serious(other)).toEqual([])
    const pdf = await other.request.get((await other.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    // A made-up token is the 404 page.
    await other.goto(invoiceUrl.replace(/\/[\w-]+\/invoice$/, '/not-the-token/invoice'))
    await expect(other.getByRole('heading', { name: 'We could not find that page' })).toBeVisible()
    await stranger.close()
  })
})

test('a customer pays with a saved address and finds the order, its status and tracking under Your orders', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer@example.com')
  // A logged-in buyer's cart is saved to the account shortly after a change; the full page load below reads it.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/store/cart') && r.request().method() === 'PUT')
  await addProduct(page)
  await saved
  await page.goto(paths.checkout())
  await expect(page.getByText('Signed in as')).toBeVisible()
  await expect(
    page.getByRole('combobox', { name: 'Billing address', exact: true }).locator('option:checked'),
  ).toHaveText(/Costa Mesa/)
  await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
  await page.getByRole('radio', { name: /Express/ }).check()
  await expect(page.getByRole('table', { name: 'Your order' })).toContainText('Shipping (Express)')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  const orderId = /\/checkout\/complete\/(\d+)\//.exec(page.url())![1]!

  await page.getByRole('link', { name: 'See this order in your account' }).click()
  await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Paid — preparing to ship').first()).toBeVisible()
  await expect(page.getByText('Not shipped yet')).toBeVisible()
  expect(await serious(page)).toEqual([])

  await page.goto(paths.orders())
  await expect(page.getByRole('link', { name: `Order ${orderId}` })).toBeVisible()
  expect(await serious(page)).toEqual([])
  // Page 2 of one page of orders does not exist (SPEC §5 1-based pages).
  await page.goto(paths.orders(2))
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible()
})

// Tunes from a vehicle page (the vehicle bundle, decision 0068): specs/checkout/vehicle-bundle.spec.ts.

test('checkout keeps the buyer: the summary before any address, the country by typing, the check under its field, a reload that keeps the form but never the card (decision 0071)', async ({
  page,
}) => {
  await addProduct(page)
  await page.goto(paths.checkout())

  await test.step('the order summary shows before an address is typed', async () => {
    const summary = page.getByRole('table', { name: 'Your order' })
    await expect(summary).toContainText('OBD-II')
    await expect(summary.getByRole('row', { name: /Subtotal/ })).toContainText(/\$\d+\.\d{2}/)
    await expect(summary.getByRole('row', { name: /Shipping/ })).toContainText('Calculated after the address')
    await expect(summary.getByRole('row', { name: /Tax/ })).toContainText('Calculated after the address')
  })

  await test.step('the country is found by typing its name; its postal code and states follow it', async () => {
    await chooseCountry(page, 'Germany')
    await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription('For example 10115')
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveCount(0)
    await chooseCountry(page, 'United States')
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('For example 92627')
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeVisible()
  })

  const zip = page.getByLabel('ZIP code')
  await test.step('an unresolvable address says so under the field it concerns, and it is announced', async () => {
    await fillGuestAddress(page, 'e2e-keeps@example.com', '9262')
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    await expect(zip).toHaveAccessibleDescription(/unable to resolve address/)
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    await expect(zip).toBeFocused()
    await expect(page.getByRole('alert')).toHaveText('unable to resolve address')
    await expect(page.getByLabel('Address line 1')).not.toHaveAttribute('aria-invalid', 'true')
    expect(await serious(page)).toEqual([])
  })

  await test.step('a reload keeps contact, address and the chosen shipping', async () => {
    await page.reload()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('e2e-keeps@example.com')
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('United States')
    await expect(page.getByRole('combobox', { name: 'State', exact: true }).locator('option:checked')).toHaveText(
      'California',
    )
    await expect(page.getByLabel('Address line 1')).toHaveValue('1200 Harbor Blvd')
    await expect(zip).toHaveValue('9262')
    await zip.fill('92627')
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    await page.getByRole('radio', { name: /Express/ }).check()
    await expect(page.getByRole('table', { name: 'Your order' })).toContainText('Shipping (Express)')
    await page.reload()
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    await expect(page.getByRole('radio', { name: /Express/ })).toBeChecked()
  })

  await test.step('the card chosen or typed is never kept', async () => {
    await chooseOption(page, 'Test card', 'Expired card')
    await page.getByLabel('Email', { exact: true }).fill('e2e-keeps-2@example.com')
    const draft = await page.evaluate(() => window.sessionStorage.getItem('tuneshop.checkout-draft'))
    expect(draft).toContain('e2e-keeps-2@example.com')
    expect(draft).not.toMatch(/card|token|payment/i)
    // Nothing else in the tab's session storage holds the card either.
    const everything = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)))
    expect(everything).not.toMatch(/tok_|expired/i)
  })
})
