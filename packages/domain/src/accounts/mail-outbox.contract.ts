import { z } from 'zod'

// The wire contract of the mail outbox (decision 0081): the mails the shop has sent or queued, for staff.

export const OutboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(['queued', 'sent', 'failed']),
    created_at: z.iso.datetime({ offset: true }),
    text: z.string(),
  })
  .meta({ id: 'OutboxMail' })
export type OutboxMail = z.infer<typeof OutboxMailSchema>
