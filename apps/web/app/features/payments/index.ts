// The payments feature's public face (decision 0073): the payment method field (Stripe, Braintree and PayPal
// parts, loaded lazily behind it) and the API calls a payment step needs.
export { PaymentMethodField, type PaymentMethodFieldHandle } from './payment-method-field'
export {
  loadPaymentMethodSettings,
  loadPaymentStepData,
  loadSavedStripeCards,
  removeSavedStripeCard,
  type SavedStripeCard,
} from './payment-api'
