import { createRoute, z } from '@hono/zod-openapi'
import { errorResponses } from '../../http/openapi'

const tags = ['Tracking']

// The params of SPEC §7 as the OpenAPI document shows them; the handler validates with the domain schema.
const PageViewParams = z
  .object({
    p: z.string().openapi({ description: 'path' }),
    r: z.string().optional().openapi({ description: 'referrer' }),
    t: z.string().optional().openapi({ description: 'title' }),
    e: z.string().optional().openapi({ description: 'event: pageview, update or a prefixed event name' }),
    s: z.string().optional().openapi({ description: 'screen WIDTHxHEIGHT' }),
    b: z.string().optional().openapi({ description: 'bot signal the page saw (0, 151 or 153)' }),
    q: z.string().optional().openapi({ description: 'query string' }),
    rnd: z.string().optional().openapi({ description: 'cache buster' }),
  })
  .openapi('PageViewParams')

export const pageViewBeacon = createRoute({
  method: 'post',
  path: '/v1/track/pv',
  tags,
  summary: 'Record a page view sent as a beacon (form-encoded body)',
  request: {
    body: {
      content: { 'application/x-www-form-urlencoded': { schema: PageViewParams } },
    },
  },
  responses: { 204: { description: 'Recorded' }, ...errorResponses(422) },
})

export const pageViewImage = createRoute({
  method: 'get',
  path: '/v1/track/pv',
  tags,
  summary: 'Record a page view sent as an image request (where beacons are unavailable); answers a 1×1 GIF',
  request: { query: PageViewParams },
  responses: {
    200: { description: 'Recorded', content: { 'image/gif': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(422),
  },
})

const AttributionResult = z
  .object({
    tag: z.string(),
    recorded: z.boolean().openapi({ description: 'false when the same tag came from this visitor within the hour' }),
  })
  .openapi('TagAttribution')

export const recordTag = createRoute({
  method: 'post',
  path: '/v1/track/tag',
  tags,
  summary: 'Record an attribution tag for this visitor (and user); the same tag is kept once per hour',
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ tag: z.string() }) } } },
  },
  responses: {
    200: { description: 'The tag', content: { 'application/json': { schema: AttributionResult } } },
    ...errorResponses(422),
  },
})

export const getAttribution = createRoute({
  method: 'get',
  path: '/v1/track/attribution',
  tags,
  summary: "The tag that attributes this visitor's (or user's) orders and tune requests now, or null",
  responses: {
    200: {
      description: 'The current tag',
      content: { 'application/json': { schema: z.object({ tag: z.string().nullable() }).openapi('Attribution') } },
    },
  },
})

const ShortLink = z
  .object({ hash: z.string(), target_path: z.string(), hits: z.number().int(), created_at: z.string() })
  .openapi('ShortLink')

export const createShortLink = createRoute({
  method: 'post',
  path: '/v1/short-links',
  tags,
  summary: 'Create a short link /{hash} to a path of the shop (staff); without a hash one is generated',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ hash: z.string().optional(), target_path: z.string() }).openapi('NewShortLink'),
        },
      },
    },
  },
  responses: {
    201: { description: 'Created', content: { 'application/json': { schema: ShortLink } } },
    ...errorResponses(401, 403, 422),
  },
})

export const listShortLinks = createRoute({
  method: 'get',
  path: '/v1/short-links',
  tags,
  summary: 'Every short link with its hits, newest first (staff)',
  responses: {
    200: {
      description: 'Short links',
      content: { 'application/json': { schema: z.object({ data: z.array(ShortLink) }) } },
    },
    ...errorResponses(401, 403),
  },
})

export const followShortLink = createRoute({
  method: 'post',
  path: '/v1/short-links/{hash}/follow',
  tags,
  summary: 'Count a visit of /{hash} and answer where it goes',
  request: { params: z.object({ hash: z.string().openapi({ param: { name: 'hash', in: 'path' } }) }) },
  responses: {
    200: {
      description: 'The target',
      content: { 'application/json': { schema: z.object({ target_path: z.string() }).openapi('ShortLinkTarget') } },
    },
    ...errorResponses(404),
  },
})
