import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { addProduct, cartEntries, fillGuestAddress } from '../../fixtures/checkout-steps'
import { expect, test } from '../../fixtures/test'
import { PAYPAL_FAKE_URL } from '../../payment-fakes'

// Braintree's and PayPal's browser scripts come from their own hosts, which this machine cannot reach: each test
// answers the script's URL with a stand-in that does what the provider's script hands back (a Drop-in nonce with
// device data; a PayPal order the buyer approved). Everything after that is the shop's: the pay call, the server's
// provider SDK against the fake API (e2e/payment-fakes.ts), the order and its page.
test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

/** A guest with one cable in the cart, at the payment step of the checkout; the total as the page shows it. */
async function atPaymentStep(page: Page, email: string): Promise<string> {
  await addProduct(page)
  await page.goto(paths.checkout())
  await fillGuestAddress(page, email, '92627')
  await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
  const pay = page.getByRole('button', { name: /^Pay / })
  await expect(pay).toBeVisible()
  return (await pay.textContent())!.replace(/^Pay /, '')
}

async function expectPaidOrder(page: Page, email: string) {
  await expect(page).toHaveURL(/\/checkout\/complete\/\d+\/[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  expect(await cartEntries(page)).toBe(0)
}

test('a guest pays with PayPal: the buttons set up an order for the total, the shop captures it', async ({ page }) => {
  const created: { currency_code: string; value: string }[] = []
  // PayPal's script creates the order at PayPal from the browser; the stand-in does it through the test runner.
  await page.exposeFunction('e2ePaypalCreateOrder', async (body: { purchase_units: { amount: never }[] }) => {
    created.push(body.purchase_units[0]!.amount)
    const token = await fetch(`${PAYPAL_FAKE_URL}/v1/oauth2/token`, { method: 'POST' }).then((r) => r.json())
    const order = await fetch(`${PAYPAL_FAKE_URL}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())
    return order.id as string
  })
  await page.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.paypal = { version: 'e2e', Buttons(options) {
        return {
          isEligible: () => true,
          close: async () => {},
          render: async (container) => {
            const button = document.createElement('button')
            button.type = 'button'
            button.textContent = 'Pay with PayPal'
            button.onclick = async () => {
              const orderID = await options.createOrder({}, { order: { create: (body) => window.e2ePaypalCreateOrder(body) } })
              await options.onApprove({ orderID }, {})
            }
            container.append(button)
          },
        }
      } }`,
    }),
  )
  const email = 'e2e-paypal@example.com'
  const total = await atPaymentStep(page, email)

  await page.getByRole('radio', { name: 'PayPal' }).check()
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()
  await expect(page.getByTestId('paypal-approved')).toContainText('PayPal approved this payment')
  expect(created).toHaveLength(1)
  expect(`$${created[0]!.value}`).toBe(total)
  expect(created[0]!.currency_code).toBe('USD')

  const payment = page.waitForRequest((request) => /\/api\/order\/\d+\/payment$/.test(request.url()))
  await page.getByRole('button', { name: /^Pay / }).click()
  expect((await payment).postDataJSON()).toMatchObject({ ppe_order_id: 'ORDER1' })
  await expectPaidOrder(page, email)
})

test('a guest pays by card through Braintree Drop-in: the nonce and device data reach the shop, which charges it', async ({
  page,
}) => {
  await page.route('https://js.braintreegateway.com/web/dropin/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.braintree = { dropin: { create: async ({ authorization, container, dataCollector }) => {
        const form = document.createElement('p')
        form.textContent = 'Drop-in card form (' + authorization + ', device data ' + dataCollector + ')'
        container.append(form)
        return {
          requestPaymentMethod: async () => ({ nonce: 'fake-valid-nonce', deviceData: '{"correlation_id":"e2e"}' }),
          teardown: async () => {},
        }
      } } }`,
    }),
  )
  const email = 'e2e-braintree@example.com'
  await atPaymentStep(page, email)

  await page.getByRole('radio', { name: 'Credit or debit card' }).check()
  // The client token came from the shop's endpoint, which asked Braintree (the fake) for it.
  await expect(page.getByTestId('braintree-drop-in')).toContainText(
    'Drop-in card form (fake-client-token, device data true)',
  )

  const payment = page.waitForRequest((request) => /\/api\/order\/\d+\/payment$/.test(request.url()))
  await page.getByRole('button', { name: /^Pay / }).click()
  expect((await payment).postDataJSON()).toMatchObject({
    payment_nonce: 'fake-valid-nonce',
    device_data: '{"correlation_id":"e2e"}',
  })
  await expectPaidOrder(page, email)
})
