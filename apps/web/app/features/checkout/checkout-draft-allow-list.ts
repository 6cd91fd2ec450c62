/**
 * The checkout draft's allow-list (decision 0071), in a chunk of its own: it is a schema, and the schema library
 * is no part of the checkout page's first load. `use-checkout-draft` loads it when a kept draft is restored or the
 * form is first changed.
 */
export { readCheckoutDraft } from '@shop/domain/checkout'
