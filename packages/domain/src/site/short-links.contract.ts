import { z } from 'zod'

// The wire contract of the staff's short links `/{hash}` (decision 0081, SPEC §2).

export const ShortLinkSchema = z
  .object({ hash: z.string(), target_path: z.string(), hits: z.number().int(), created_at: z.string() })
  .meta({ id: 'ShortLink' })
export type ShortLink = z.infer<typeof ShortLinkSchema>

export const NewShortLinkSchema = z
  .object({ hash: z.string().optional(), target_path: z.string() })
  .meta({ id: 'NewShortLink' })

export const ShortLinkListSchema = z.object({ data: z.array(ShortLinkSchema) })

export const ShortLinkFollowSchema = z.object({ target_path: z.string() }).meta({ id: 'ShortLinkTarget' })
