import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { PaymentProvider } from './payment-provider'
import { Payments, type BraintreeClientTokens } from './payments'
import { createChargeJournal } from './charge-journal'
import type { StripeAccount } from './stripe-provider'
import { createTestProvider } from './test-provider'

/** Where the browser asks for a Braintree client token (features/payments). */
export const BRAINTREE_CLIENT_TOKEN_PATH = '/api/v1/braintree/client-token'

/**
 * `deps.payments` from the environment: the test provider unless turned off, and each configured provider. Each
 * provider's module (and its SDK, 5–10 MB of memory each) loads only when that provider is configured.
 */
export async function createPayments(options: { env: Env; db: Db; currencies: readonly string[] }): Promise<Payments> {
  const { env, db } = options
  const providers: PaymentProvider[] = []
  if (env.PAYMENTS_TEST_PROVIDER) providers.push(createTestProvider(db))

  let stripe: StripeAccount | undefined
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const { createStripeProvider } = await import('./stripe-provider')
    stripe = createStripeProvider(
      {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBaseUrl: env.STRIPE_API_BASE_URL,
      },
      db,
    )
    providers.push(stripe.provider)
  }

  let braintree: BraintreeClientTokens | undefined
  if (env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY) {
    const { createBraintreeProvider, parseMerchantAccounts } = await import('./braintree-provider')
    const account = createBraintreeProvider({
      environment: env.BRAINTREE_ENVIRONMENT,
      merchantId: env.BRAINTREE_MERCHANT_ID,
      publicKey: env.BRAINTREE_PUBLIC_KEY,
      privateKey: env.BRAINTREE_PRIVATE_KEY,
      merchantAccounts: parseMerchantAccounts(env.BRAINTREE_MERCHANT_ACCOUNTS),
      apiBaseUrl: env.BRAINTREE_API_BASE_URL,
    })
    braintree = account
    providers.push(account.provider)
  }

  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    const { createPaypalProvider } = await import('./paypal-provider')
    const account = createPaypalProvider(
      {
        environment: env.PAYPAL_ENVIRONMENT,
        clientId: env.PAYPAL_CLIENT_ID,
        clientSecret: env.PAYPAL_CLIENT_SECRET,
        apiBaseUrl: env.PAYPAL_API_BASE_URL,
      },
      db,
    )
    providers.push(account.provider)
  }

  return new Payments({
    providers,
    journal: createChargeJournal(db),
    stripe,
    braintree,
    publicConfig: {
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      braintreeClientTokenUrl: BRAINTREE_CLIENT_TOKEN_PATH,
      paypalClientId: env.PAYPAL_CLIENT_ID,
      // The PayPal button is loaded for one currency; the store's currencies are the ones it may be asked for.
      paypalCurrencies: options.currencies,
    },
  })
}
