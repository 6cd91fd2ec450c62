import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { testTokenOutcomeOf } from '@shop/domain/payments'
import type { Db } from '../../db/client'
import { testPaymentCharge, testPaymentRefund } from '../../db/schema/payments'
import {
  paymentFailure,
  type ChargeRequest,
  type ChargeResult,
  type FoundCharge,
  type PaymentProvider,
  type RefundResult,
} from './payment-provider'

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * The built-in `test` provider: no network, its charges kept in the shop's own database so that
 * idempotency and `findCharge` survive restarts. `tok_visa` succeeds; each other documented token
 * (README "Payments") fails with its SPEC §8 kind; an undocumented token is a revoked payment method.
 */
export function createTestProvider(db: Db): PaymentProvider {
  const toFound = (row: typeof testPaymentCharge.$inferSelect): FoundCharge => ({
    chargeId: row.id,
    provider: 'test',
    amountMinor: row.amountMinor,
    currency: row.currency,
  })

  return {
    name: 'test',

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (request.method.provider !== 'test') throw new Error(`test provider cannot charge ${request.method.provider}`)
      if (request.amountMinor <= 0n) throw new Error('a charge must be more than zero')
      // A key that already charged answers with that charge, whatever the token now says (as at Stripe).
      const existing = await findByKey(db, request.idempotencyKey)
      if (existing) return replay(existing, request)

      const outcome = testTokenOutcomeOf(request.method.token) ?? 'revoked_payment_method'
      if (outcome !== 'succeeds') return paymentFailure(outcome)

      const [inserted] = await db
        .insert(testPaymentCharge)
        .values({
          id: newId('test_ch'),
          idempotencyKey: request.idempotencyKey,
          amountMinor: request.amountMinor,
          currency: request.currency,
          description: request.description,
          customerEmail: request.customer.email,
          customerUserId: request.customer.userId ?? null,
          token: request.method.token,
        })
        .onConflictDoNothing({ target: testPaymentCharge.idempotencyKey })
        .returning()
      if (inserted) return { ok: true, ...toFound(inserted) }
      // A concurrent call with the same key won the insert: answer with its charge.
      const winner = await findByKey(db, request.idempotencyKey)
      if (!winner) throw new Error('test charge vanished after an idempotency conflict')
      return replay(winner, request)
    },

    async refund(chargeId: string, amountMinor: bigint, idempotencyKey: string): Promise<RefundResult> {
      if (amountMinor <= 0n) throw new Error('a refund must be more than zero')
      return db.transaction(async (tx) => {
        // The charge row is the lock that keeps concurrent refunds from giving back more than was paid.
        const [charge] = await tx
          .select()
          .from(testPaymentCharge)
          .where(eq(testPaymentCharge.id, chargeId))
          .for('update')
        if (!charge) return paymentFailure('unknown', 'This payment could not be found, so nothing was refunded.')
        const [previous] = await tx
          .select()
          .from(testPaymentRefund)
          .where(eq(testPaymentRefund.idempotencyKey, idempotencyKey))
        if (previous) return { ok: true, refundId: previous.id, amountMinor: previous.amountMinor }
        const [{ refunded } = { refunded: 0n }] = await tx
          .select({ refunded: sql<string>`coalesce(sum(${testPaymentRefund.amountMinor}), 0)`.mapWith(BigInt) })
          .from(testPaymentRefund)
          .where(eq(testPaymentRefund.chargeId, chargeId))
        if (refunded + amountMinor > charge.amountMinor) {
          return paymentFailure('unknown', 'The refund is larger than what is left of this payment.')
        }
        const id = newId('test_re')
        await tx.insert(testPaymentRefund).values({ id, chargeId, idempotencyKey, amountMinor })
        return { ok: true, refundId: id, amountMinor }
      })
    },

    async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
      const row = await findByKey(db, idempotencyKey)
      return row ? toFound(row) : null
    },
  }

  function replay(row: typeof testPaymentCharge.$inferSelect, request: ChargeRequest): ChargeResult {
    // Reusing a key for a different amount is a bug in the caller, not a decline (Stripe answers 400 too).
    if (row.amountMinor !== request.amountMinor || row.currency !== request.currency) {
      throw new Error(`idempotency key ${request.idempotencyKey} was used for another amount`)
    }
    return { ok: true, ...toFound(row) }
  }
}

async function findByKey(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(testPaymentCharge).where(eq(testPaymentCharge.idempotencyKey, idempotencyKey))
  return row
}
