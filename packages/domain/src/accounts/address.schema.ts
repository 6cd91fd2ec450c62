import { z } from 'zod'

const trimmed = (max: number) => z.string().trim().max(max)

/** SPEC §3 Address, as it travels on the wire (snake_case). */
export const AddressInputSchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code')
    .transform((v) => v.toUpperCase()),
  full_name: trimmed(120).min(1, 'Full name is required'),
  line1: trimmed(200).min(1, 'Address line 1 is required'),
  line2: trimmed(200).default(''),
  city: trimmed(100).min(1, 'City is required'),
  state: trimmed(100).default(''),
  postal_code: trimmed(20).default(''),
  email: z.union([z.literal(''), z.email('Email must be a valid email address')]).default(''),
  phone: trimmed(40)
    .regex(/^[+0-9 ()./-]*$/, 'Phone may contain only digits, spaces and + ( ) . / -')
    .default(''),
})
export type AddressInput = z.infer<typeof AddressInputSchema>

export const AddressSchema = AddressInputSchema.extend({
  id: z.number().int().positive(),
  readonly: z.boolean(),
})
export type Address = z.infer<typeof AddressSchema>

/** SPEC §5: a positive id means update, otherwise create. */
export function isAddressUpdate(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0
}
