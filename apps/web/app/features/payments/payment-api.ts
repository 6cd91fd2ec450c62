import type { PaymentMethodSettings } from '@shop/domain/payments'
import type { ApiClient } from '../../lib/api-client'

/** A saved Stripe card as `GET /api/v1/stripe-payment-methods` lists it. */
export type SavedStripeCard = { id: string; brand: string; last4: string; exp_month: number; exp_year: number }

/** For a payment step's loader (`serverApi`) or browser code (`browserApi`): which methods are on. */
export function loadPaymentMethodSettings(api: ApiClient): Promise<PaymentMethodSettings> {
  return api.get<PaymentMethodSettings>('/v1/payment-method-settings')
}

/** The logged-in buyer's saved Stripe cards (none when Stripe is off). */
export async function loadSavedStripeCards(api: ApiClient): Promise<SavedStripeCard[]> {
  return (await api.get<{ data: SavedStripeCard[] }>('/v1/stripe-payment-methods')).data
}

/** Removes one of the buyer's saved cards (SPEC §7: DELETE {id}). */
export function removeSavedStripeCard(api: ApiClient, id: string): Promise<void> {
  return api.delete<void>(`/v1/stripe-payment-methods/${encodeURIComponent(id)}`)
}

/**
 * What a payment step's loader needs: the methods that are on and, when Stripe is on, the buyer's saved cards
 * (none for a visitor: the list answers 401 without a session).
 */
export async function loadPaymentStepData(
  api: ApiClient,
): Promise<{ settings: PaymentMethodSettings | null; savedCards: SavedStripeCard[] }> {
  const settings = await loadPaymentMethodSettings(api).catch(() => null)
  const savedCards = settings?.stripe.enabled ? await loadSavedStripeCards(api).catch(() => []) : []
  return { settings, savedCards }
}
