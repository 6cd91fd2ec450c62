import type Stripe from 'stripe'
import type { Actor } from '@shop/domain/accounts'
import { ERROR_TEXTS } from '@shop/domain/errors'
import {
  PAYMENT_ERROR_MESSAGES,
  type BraintreeClientToken,
  type SavedStripePaymentMethodList,
  type StripeWebhookReceipt,
} from '@shop/domain/payments'
import type { Db } from '../../db/client'
import { stripeWebhookEvent } from '../../db/schema/payments'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, paymentRequired } from '../../http/app-error'

type Logger = AppDeps['logger']

/** The caller's saved Stripe cards (none when Stripe is not configured). */
export async function savedMethodsOf(deps: AppDeps, actor: Actor): Promise<SavedStripePaymentMethodList> {
  const stripe = deps.payments.stripe
  return { data: stripe ? await stripe.listSavedMethods(actor.id) : [] }
}

/** Someone else's card, or one that is gone, is not found (PERMISSIONS.md: existence is not revealed). */
export async function removeSavedMethod(deps: AppDeps, actor: Actor, id: string) {
  const { stripe } = deps.payments
  if (!stripe || !(await stripe.removeSavedMethod(actor.id, id))) throw notFound('This payment method')
}

/** A Stripe webhook: its signature covers the exact bytes Stripe sent (`readRaw`), never re-serialised JSON. */
export async function receiveStripeWebhook(
  deps: AppDeps,
  readRaw: () => Promise<string>,
  signature: string | undefined,
  requestId: string | undefined,
): Promise<StripeWebhookReceipt> {
  const { stripe } = deps.payments
  if (!stripe?.hasWebhookSecret) throw notFound('This endpoint')
  const raw = await readRaw()
  let event
  try {
    event = stripe.constructEvent(raw, signature ?? '')
  } catch {
    deps.logger.warn({ requestId }, 'stripe webhook with a bad signature')
    throw new AppError(400, 'bad_request', ERROR_TEXTS.webhookSignatureInvalid)
  }
  const { duplicate } = await recordStripeEvent(deps.db, event)
  return { received: true as const, duplicate }
}

/** A Braintree client token for the Drop-in (decision 0063). */
export async function braintreeClientToken(deps: AppDeps, log: Logger): Promise<BraintreeClientToken> {
  const { braintree } = deps.payments
  if (!braintree) throw notFound('This endpoint')
  // Braintree out of reach is the catalogue's network_down_retry (SPEC §8), not a 500: the buyer can try again.
  const clientToken = await braintree.clientToken().catch((error: unknown) => {
    log.warn({ err: error }, 'no Braintree client token')
    throw paymentRequired('network_down_retry', PAYMENT_ERROR_MESSAGES.network_down_retry)
  })
  return { client_token: clientToken }
}

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
