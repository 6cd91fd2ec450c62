import { z } from 'zod'

/**
 * A short link's hash (SPEC §2 `/{hash}`): 6 to 10 letters and digits with at least one of each, so
 * it can never be a word-only route of the shop (/careers, /forbidden, /checkout) it would shadow.
 */
export const SHORT_LINK_HASH = /^(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{6,10}$/
export const SHORT_LINK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
export const SHORT_LINK_GENERATED_LENGTH = 8

export const ShortLinkHashSchema = z
  .string()
  .regex(SHORT_LINK_HASH, 'must be 6 to 10 letters and digits, with at least one of each')

/** Where a short link goes: a path of this shop (never another site), with its query if any. */
export const ShortLinkTargetSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path of this shop, starting with a single /')

export const CreateShortLinkSchema = z.object({
  hash: ShortLinkHashSchema.optional(),
  target_path: ShortLinkTargetSchema,
})
export type CreateShortLink = z.infer<typeof CreateShortLinkSchema>

/** Whether a path segment could be a short link's hash. */
export function isShortLinkHash(segment: string): boolean {
  return SHORT_LINK_HASH.test(segment)
}
