import { z } from 'zod'

/** The one error body every API error answers with. */
export const ErrorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>
