import { z } from 'zod'

// The wire contract of page views and attribution tags (decision 0081).

/**
 * The SPEC §7 page-view params as the document shows them (a beacon's form body, an image request's query). The
 * handler validates them with PageViewParamsSchema, whose defaults and limits are the rule.
 */
export const PageViewRequestSchema = z
  .object({
    p: z.string().meta({ description: 'path' }),
    r: z.string().optional().meta({ description: 'referrer' }),
    t: z.string().optional().meta({ description: 'title' }),
    e: z.string().optional().meta({ description: 'event: pageview, update or a prefixed event name' }),
    s: z.string().optional().meta({ description: 'screen WIDTHxHEIGHT' }),
    b: z.string().optional().meta({ description: 'bot signal the page saw (0, 151 or 153)' }),
    q: z.string().optional().meta({ description: 'query string' }),
    rnd: z.string().optional().meta({ description: 'cache buster' }),
  })
  .meta({ id: 'PageViewParams' })

export const TagRequestSchema = z.object({ tag: z.string() })

export const TagAttributionSchema = z
  .object({
    tag: z.string(),
    recorded: z.boolean().meta({ description: 'false when the same tag came from this visitor within the hour' }),
  })
  .meta({ id: 'TagAttribution' })
export type TagAttribution = z.infer<typeof TagAttributionSchema>

export const AttributionSchema = z.object({ tag: z.string().nullable() }).meta({ id: 'Attribution' })
