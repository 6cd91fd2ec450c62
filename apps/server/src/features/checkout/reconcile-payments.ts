import { CHECKOUT_MESSAGES } from '@shop/domain/checkout'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@shop/domain/payments'
import type { AppDeps } from '../../http/app-env'
import * as repo from './checkout.repository'
import { commitCharge, refundUnfillable } from './order-payment'
import { sendOrderConfirmation } from './order-mail'

/**
 * An attempt younger than this may still be at work in another process (provider SDKs wait up to 80 s); it is
 * looked at again later.
 */
export const RECONCILE_GRACE_MS = 5 * 60_000

type ReconcileDeps = Pick<
  AppDeps,
  'db' | 'catalogCache' | 'payments' | 'mailer' | 'logger' | 'publicUrl' | 'siteConfig' | 'clock'
>

/**
 * Decision 0030, after a crash between charge and commit: each attempt without an outcome asks its
 * provider `findCharge(key)`. Charged → the order is committed (or the charge refunded when the order can no
 * longer be filled); not charged → the attempt is marked failed. No charge without an order, no order
 * marked paid without a charge.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  options: { graceMs?: number } = {},
): Promise<{ committed: number; refunded: number; failed: number }> {
  const now = deps.clock()
  const tally = { committed: 0, refunded: 0, failed: 0 }
  const attempts = await repo.findUnsettledAttempts(
    deps.db,
    new Date(now.getTime() - (options.graceMs ?? RECONCILE_GRACE_MS)),
  )
  for (const attempt of attempts) {
    try {
      const provider = (PAYMENT_PROVIDERS as readonly string[]).includes(attempt.provider)
        ? (attempt.provider as PaymentProviderName)
        : undefined
      const found =
        provider && deps.payments.isEnabled(provider)
          ? await deps.payments.findCharge(attempt.providerKey, provider)
          : null
      if (!found) {
        if (provider && !deps.payments.isEnabled(provider)) continue // Cannot ask: left for a start with it on.
        await repo.settleAttempt(deps.db, attempt.id, {
          outcome: 'failed',
          failureKind: 'unknown',
          failureMessage: CHECKOUT_MESSAGES.interrupted,
          settledAt: now,
        })
        tally.failed++
        continue
      }
      const outcome = await commitCharge(deps, attempt.id, found, now)
      if (outcome === 'committed') {
        tally.committed++
        await sendOrderConfirmation(deps, attempt.orderId)
      } else if (outcome !== 'attempt_settled') {
        // Out of stock, or the order was committed by another attempt: this money has no order.
        await refundUnfillable(deps, attempt, found, now).catch(() => undefined)
        tally.refunded++
      }
    } catch (error) {
      deps.logger.error({ err: error, attemptId: attempt.id }, 'payment attempt could not be reconciled')
    }
  }
  return tally
}

/** At start: settle what a crash left, and once more after the grace period for attempts that were too fresh. */
export async function reconcilePaymentsAtStart(deps: ReconcileDeps): Promise<void> {
  const run = async () => {
    const tally = await reconcilePayments(deps)
    if (tally.committed + tally.refunded + tally.failed > 0) deps.logger.warn(tally, 'payment attempts reconciled')
  }
  await run()
  setTimeout(
    () => void run().catch((err) => deps.logger.error({ err }, 'reconciliation failed')),
    RECONCILE_GRACE_MS,
  ).unref()
}
