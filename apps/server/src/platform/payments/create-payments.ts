import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { PaymentProvider } from './payment-provider'
import { Payments } from './payments'
import { createTestProvider } from './test-provider'

/** `deps.payments` from the environment: the test provider unless turned off, and each configured provider. */
export function createPayments(options: { env: Env; db: Db; publicUrl: string }): Payments {
  const { env, db } = options
  const providers: PaymentProvider[] = []
  if (env.PAYMENTS_TEST_PROVIDER) providers.push(createTestProvider(db))
  return new Payments(providers)
}
