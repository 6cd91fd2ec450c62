import type { Money } from '../money/money.schema'
import type { PaymentMethodSettings } from './payment-method-settings.schema'

/**
 * The PayPal client id to offer PayPal with for `amountDue`, or null where PayPal is not offered: it is off, the
 * amount is not known (its buttons set up an order for exactly that amount), or PayPal does not take the currency
 * (`currency_codes`; an empty list takes any).
 */
export function paypalClientIdFor(settings: PaymentMethodSettings, amountDue: Money | undefined): string | null {
  const { enabled, client_id: clientId, currency_codes: currencies } = settings.paypal
  if (!enabled || !clientId || !amountDue) return null
  return currencies.length === 0 || currencies.includes(amountDue.currency) ? clientId : null
}
