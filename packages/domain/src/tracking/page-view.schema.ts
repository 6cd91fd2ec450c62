import { z } from 'zod'

const text = (max: number) =>
  z
    .string()
    .max(4096)
    .transform((value) => value.slice(0, max))

/**
 * SPEC §7 page-view params, as the beacon (form body) or the image (query) sends them:
 * p path · r referrer · t title · e event · s screen "WxH" · b bot signal the page saw (0 or a
 * BOT_CODES value) · q query string · rnd cache buster (not stored).
 */
export const PageViewParamsSchema = z.object({
  p: z.string().min(1).max(2048).startsWith('/', 'must be a path'),
  r: text(2048).default(''),
  t: text(300).default(''),
  e: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be an event name')
    .default('pageview'),
  s: z
    .string()
    .regex(/^(\d{1,5}x\d{1,5})?$/, 'must be WIDTHxHEIGHT')
    .default(''),
  b: z.coerce.number().int().min(0).max(999).default(0),
  q: text(2048).default(''),
  rnd: z.string().max(64).optional(),
})
export type PageViewParams = z.infer<typeof PageViewParamsSchema>
