import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE as V } from '../../fixtures/catalog-pages'
import { cartEntries, fillGuestAddress } from '../../fixtures/checkout-steps'
import { expect, test } from '../../fixtures/test'
import { chooseTunes, stageTwoAndAddOn } from '../../fixtures/vehicle-bundle'

// A returning visitor who accepted the cookie banner, in a North American time zone (no region offer).
test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test('a guest buys Stage 2, an add-on and the needed tool as one bundle: shipping asked, the sale code on the tool; a customer with Buy pays the same', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { stage, addOn } = await stageTwoAndAddOn(request)
  let guestTotal = ''

  await test.step('the guest picks the vehicle and puts the bundle in the cart', async () => {
    await page.goto(V.path)
    await chooseTunes(page, stage, addOn)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    const line = drawer.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText('2019 Audi S4')
    const parts = line.getByRole('list', { name: /^In the bundle for / })
    await expect(parts).toContainText(stage.name)
    await expect(parts).toContainText(addOn.name)
    await expect(parts).toContainText('FlashZilla V3')
    // A bundle has no quantity picker: a vehicle is tuned once.
    await expect(line.getByRole('button', { name: /^One more / })).toHaveCount(0)
    // Adding the same vehicle again replaces the bundle.
    await drawer.getByRole('button', { name: 'Close', exact: true }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
    await drawer.getByRole('link', { name: 'Checkout' }).click()
  })

  await test.step('the checkout asks for shipping and applies the sale code to the tool', async () => {
    await expect(page).toHaveURL(paths.checkout())
    await fillGuestAddress(page, 'e2e-bundle-guest@example.com', '92627')
    await expect(page.getByLabel('Ship to the billing address')).toBeVisible()
    await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    const summary = page.getByRole('table', { name: 'Your order' })
    await expect(summary).toContainText('FlashZilla V3')
    await expect(summary).toContainText(stage.name)
    await expect(summary).toContainText('Discount (WINTER15)')
    await expect(summary).toContainText(/Shipping \(/)
    await expect(summary).toContainText('Sales tax')
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked()
    guestTotal = (await page.getByRole('button', { name: /^Pay / }).textContent()) ?? ''
    expect(guestTotal).toMatch(/^Pay \$[\d,]+\.\d\d$/)
  })

  await test.step('the guest pays with the test card and the order lists every part of the bundle', async () => {
    await expect(page.getByRole('radio', { name: 'Test card (no real money)' })).toBeChecked()
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/checkout\/complete\/\d+\/[\w-]+$/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    const order = page.getByRole('table', { name: /^Order \d+/ })
    await expect(order).toContainText('FlashZilla V3')
    await expect(order).toContainText(stage.name)
    await expect(order).toContainText('2019 Audi S4')
    expect(await cartEntries(page)).toBe(0)
  })

  await test.step('a logged-in customer with "Buy" gets the same total', async () => {
    const context = await browser.newContext({ baseURL, timezoneId: 'America/Los_Angeles' })
    await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: 'customer@example.com', password: 'demo-password' },
      headers: { origin: baseURL ?? '' },
    })
    expect(signIn.status()).toBe(200)
    const customer = await context.newPage()
    await customer.goto(V.path)
    await chooseTunes(customer, stage, addOn)
    await customer.getByRole('link', { name: 'Buy', exact: true }).click()
    await expect(customer).toHaveURL(paths.checkout())
    await expect(customer.getByText('Signed in as')).toBeVisible()
    await customer.getByRole('button', { name: 'Continue to shipping and payment' }).click()
    await expect(customer.getByRole('table', { name: 'Your order' })).toContainText('Discount (WINTER15)')
    await expect(customer.getByRole('button', { name: /^Pay / })).toHaveText(guestTotal)
    await context.close()
  })
})

test('/purchase/catalog opens the same checkout on the bundle of its query, for a guest', async ({ page, request }) => {
  const { stage } = await stageTwoAndAddOn(request)
  await page.goto(paths.purchaseCatalog({ vehicle: V.path, tune: stage.id }))
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect.poll(() => cartEntries(page)).toBe(1)
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible()
  // The tool ships: the checkout asks where to.
  await expect(page.getByLabel('Ship to the billing address')).toBeVisible()
  await expect(page.getByRole('link', { name: '← Back to the vehicle' })).toHaveAttribute(
    'href',
    `${V.path}?tune=${stage.id}`,
  )
})
