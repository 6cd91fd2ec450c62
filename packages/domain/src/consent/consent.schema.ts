import { z } from 'zod'

/** SPEC §3/§4: cookie consent, once given, holds the analytics-tag and pixel choices. Unset is `null`. */
export const ConsentSchema = z.object({
  state: z.literal('accepted'),
  analytics: z.boolean(),
  pixel: z.boolean(),
})
export type Consent = z.infer<typeof ConsentSchema>
