// Braintree's and PayPal's APIs for the browser tests, on fixed ports beside the shop: the shop's SDKs reach them
// through their base-URL settings (playwright.config.ts), and the tests' stand-ins for the providers' browser
// scripts create PayPal orders in them as PayPal's own script would.
import { startBraintreeFake } from '../apps/server/test/payment-fakes/braintree-fake'
import { startPaypalFake } from '../apps/server/test/payment-fakes/paypal-fake'

const shopPort = Number(process.env.E2E_PORT ?? 4173)
export const BRAINTREE_FAKE_URL = `http://127.0.0.1:${shopPort + 10_000}`
export const PAYPAL_FAKE_URL = `http://127.0.0.1:${shopPort + 10_001}`

/** Playwright's global set-up: starts both fakes and hands back their teardown. */
export default async function startPaymentFakes() {
  const braintree = await startBraintreeFake({ port: Number(new URL(BRAINTREE_FAKE_URL).port) })
  const paypal = await startPaypalFake({ port: Number(new URL(PAYPAL_FAKE_URL).port) })
  return async () => {
    await Promise.all([braintree.close(), paypal.close()])
  }
}
