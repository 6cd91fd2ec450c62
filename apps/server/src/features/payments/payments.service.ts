import type Stripe from 'stripe'
import type { Db } from '../../db/client'
import { stripeWebhookEvent } from '../../db/schema/payments'

/**
 * Records a verified Stripe event once. Stripe resends until it gets a 2xx, and may send an event twice:
 * the second time finds the id and reports a duplicate, changing nothing.
 */
export async function recordStripeEvent(db: Db, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  const object = event.data.object as { id?: unknown }
  const inserted = await db
    .insert(stripeWebhookEvent)
    .values({
      id: event.id,
      type: event.type,
      objectId: typeof object.id === 'string' ? object.id : null,
      payload: event,
    })
    .onConflictDoNothing()
    .returning({ id: stripeWebhookEvent.id })
  return { duplicate: inserted.length === 0 }
}
