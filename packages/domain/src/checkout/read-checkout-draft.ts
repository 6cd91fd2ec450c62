import { CheckoutDraftSchema, type CheckoutDraft } from './checkout-draft.schema'

/**
 * The checkout draft to keep or restore (decision 0071): only the allow-listed fields of `value`, each
 * bounded; anything else (a card field, a payment token) is dropped. Null when `value` is not a draft at all.
 */
export function readCheckoutDraft(value: unknown): CheckoutDraft | null {
  const parsed = CheckoutDraftSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
