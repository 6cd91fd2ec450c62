import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { PaymentProvider } from './payment-provider'
import { Payments } from './payments'
import { createStripeProvider, type StripeAccount } from './stripe-provider'
import { createTestProvider } from './test-provider'

/** `deps.payments` from the environment: the test provider unless turned off, and each configured provider. */
export function createPayments(options: { env: Env; db: Db }): Payments {
  const { env, db } = options
  const providers: PaymentProvider[] = []
  if (env.PAYMENTS_TEST_PROVIDER) providers.push(createTestProvider(db))

  let stripe: StripeAccount | undefined
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
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

  return new Payments({
    providers,
    stripe,
    publicConfig: { stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY },
  })
}
