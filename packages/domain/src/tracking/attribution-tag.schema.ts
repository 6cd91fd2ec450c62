import { z } from 'zod'

/** A campaign, affiliate or dealer tag (SPEC §2 /tune/{tag}, §4 the `tag` query parameter). */
export const AttributionTagSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be letters, digits, dots, dashes or underscores')
export type AttributionTag = z.infer<typeof AttributionTagSchema>
