import { z } from 'zod'
import { AddressInputSchema } from '../accounts/address.schema'
import { CartEntrySchema } from '../cart/cart.schema'
import { SHIPPING_TIERS } from './checkout.constants'

/** An address at checkout: one of the buyer's saved addresses (`address_id`), or a new one. */
export const CheckoutAddressSchema = z.union([
  z.object({ address_id: z.number().int().positive() }),
  AddressInputSchema,
])
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>

/**
 * SPEC §3 Cart state at checkout: the cart, the billing and shipping address with the addresses-the-same
 * switch, the chosen shipping tier and typed discount codes. Prices in the entries are the browser's
 * copy; the server prices every line again.
 */
export const CheckoutRequestSchema = z.object({
  currency: z.string().trim().toUpperCase().max(8).optional(),
  entries: z.array(CartEntrySchema).min(1, 'Your Cart is Empty.').max(50),
  email: z.union([z.literal(''), z.email('Email must be a valid email address')]).default(''),
  billing_address: CheckoutAddressSchema,
  shipping_address: CheckoutAddressSchema.nullish(),
  addresses_the_same: z.boolean().default(true),
  shipping_tier: z.enum(SHIPPING_TIERS).nullish(),
  discount_codes: z.array(z.string().trim().toUpperCase().max(40)).max(5).default([]),
})
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>

/** A tax rate of a region (decision 0028). `region` '' covers the whole country. */
export const TaxRateSchema = z.object({
  country: z.string().length(2),
  region: z.string(),
  name: z.string(),
  rate_ppm: z.number().int().min(0).max(1_000_000),
  /** Shown included in the price (EU VAT for consumers) rather than added on top. */
  inclusive: z.boolean(),
  applies_to_shipping: z.boolean(),
})
export type TaxRate = z.infer<typeof TaxRateSchema>

/** One tax line of an estimate or order. */
export type TaxLine = { name: string; rate_ppm: number; inclusive: boolean; amount_minor: number }
