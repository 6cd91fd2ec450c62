import { eq } from 'drizzle-orm'
import type { PaymentProviderName } from '@shop/domain/payments'
import type { Db } from '../../db/client'
import { paymentCharge } from '../../db/schema/payments'
import type { ChargeJournal } from './payments'

/** The `payment_charge` table as `Payments` reads and writes it. */
export function createChargeJournal(db: Db): ChargeJournal {
  return {
    async find(idempotencyKey) {
      const [row] = await db.select().from(paymentCharge).where(eq(paymentCharge.idempotencyKey, idempotencyKey))
      if (!row) return null
      return {
        chargeId: row.chargeId,
        provider: row.provider as PaymentProviderName,
        amountMinor: row.amountMinor,
        currency: row.currency,
      }
    },
    async record(idempotencyKey, charge) {
      // Two racing calls with the same key got the same charge from the provider: the first row stands.
      await db
        .insert(paymentCharge)
        .values({
          idempotencyKey,
          provider: charge.provider,
          chargeId: charge.chargeId,
          amountMinor: charge.amountMinor,
          currency: charge.currency,
        })
        .onConflictDoNothing()
    },
  }
}
