import { z } from 'zod'
import { SHIPPING_TIERS } from './checkout.constants'

// A draft is what was typed so far, not a valid address: every field is a bounded string, an odd one is dropped.
const text = (max: number) => z.string().max(max).catch('')

/** A half-typed address: the fields of an address and nothing else (zod drops unknown keys). */
export const DraftAddressSchema = z.object({
  full_name: text(120),
  country_code: text(2),
  line1: text(200),
  line2: text(200),
  city: text(100),
  state: text(100),
  postal_code: text(20),
  email: text(254),
  phone: text(40),
})
export type DraftAddress = z.infer<typeof DraftAddressSchema>

/** Which address is used: a saved one (its id) or the new one typed in the form. */
const AddressChoice = z
  .string()
  .regex(/^(new|\d{1,12})$/)
  .catch('new')

/**
 * Decision 0071: what the checkout keeps across a reload — contact, addresses and the chosen shipping, by an
 * allow-list. Nothing of a payment (card, token, saved card, wallet) has a field here, so none is ever kept.
 */
export const CheckoutDraftSchema = z.object({
  email: text(254),
  billing_choice: AddressChoice,
  billing: DraftAddressSchema,
  addresses_the_same: z.boolean().catch(true),
  shipping_choice: AddressChoice,
  shipping: DraftAddressSchema,
  shipping_tier: z.enum(SHIPPING_TIERS).nullable().catch(null),
})
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>
