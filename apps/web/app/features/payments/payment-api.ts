import type { PaymentMethodSettings } from '@shop/domain/payments'
import { answer, type Api, type Schema } from '../../lib/api-client'

/** A saved Stripe card as `GET /api/v1/stripe-payment-methods` lists it. */
export type SavedStripeCard = Schema<'SavedStripePaymentMethod'>

/** For a payment step's loader (`serverApi`) or browser code (`browserApi`): which methods are on. */
export function loadPaymentMethodSettings(api: Api): Promise<PaymentMethodSettings> {
  return answer(api.GET('/api/v1/payment-method-settings'))
}

/** The logged-in buyer's saved Stripe cards (none when Stripe is off). */
export async function loadSavedStripeCards(api: Api): Promise<SavedStripeCard[]> {
  return (await answer(api.GET('/api/v1/stripe-payment-methods'))).data
}

/** Removes one of the buyer's saved cards (SPEC §7: DELETE {id}). */
export async function removeSavedStripeCard(api: Api, id: string): Promise<void> {
  await answer(api.DELETE('/api/v1/stripe-payment-methods/{id}', { params: { path: { id } } }))
}

/**
 * What a payment step's loader needs: the methods that are on and, when Stripe is on, the buyer's saved cards
 * (none for a visitor: the list answers 401 without a session).
 */
export async function loadPaymentStepData(
  api: Api,
): Promise<{ settings: PaymentMethodSettings | null; savedCards: SavedStripeCard[] }> {
  const settings = await loadPaymentMethodSettings(api).catch(() => null)
  const savedCards = settings?.stripe.enabled ? await loadSavedStripeCards(api).catch(() => []) : []
  return { settings, savedCards }
}
