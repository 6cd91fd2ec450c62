import { createRoute, z } from '@hono/zod-openapi'
import { NewShortLinkSchema, ShortLinkListSchema, ShortLinkSchema, ShortLinkFollowSchema } from '@shop/domain/site'
import { AttributionSchema, PageViewRequestSchema, TagAttributionSchema, TagRequestSchema } from '@shop/domain/tracking'
import { atPath, errorResponses, json } from '../../http/openapi'

const tags = ['Tracking']

export const pageViewBeacon = createRoute({
  method: 'post',
  path: '/v1/track/pv',
  tags,
  summary: 'Record a page view sent as a beacon (form-encoded body)',
  request: {
    body: {
      content: { 'application/x-www-form-urlencoded': { schema: PageViewRequestSchema } },
    },
  },
  responses: { 204: { description: 'Recorded' }, ...errorResponses(422) },
})

export const pageViewImage = createRoute({
  method: 'get',
  path: '/v1/track/pv',
  tags,
  summary: 'Record a page view sent as an image request (where beacons are unavailable); answers a 1×1 GIF',
  request: { query: PageViewRequestSchema },
  responses: {
    200: { description: 'Recorded', content: { 'image/gif': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(422),
  },
})

export const recordTag = createRoute({
  method: 'post',
  path: '/v1/track/tag',
  tags,
  summary: 'Record an attribution tag for this visitor (and user); the same tag is kept once per hour',
  request: {
    body: { required: true, ...json(TagRequestSchema) },
  },
  responses: {
    200: { description: 'The tag', ...json(TagAttributionSchema) },
    ...errorResponses(422),
  },
})

export const getAttribution = createRoute({
  method: 'get',
  path: '/v1/track/attribution',
  tags,
  summary: "The tag that attributes this visitor's (or user's) orders and tune requests now, or null",
  responses: {
    200: { description: 'The current tag', ...json(AttributionSchema) },
  },
})

export const createShortLink = createRoute({
  method: 'post',
  path: '/v1/short-links',
  tags,
  summary: 'Create a short link /{hash} to a path of the shop (staff); without a hash one is generated',
  request: {
    body: { required: true, ...json(NewShortLinkSchema) },
  },
  responses: {
    201: { description: 'Created', ...json(ShortLinkSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const listShortLinks = createRoute({
  method: 'get',
  path: '/v1/short-links',
  tags,
  summary: 'Every short link with its hits, newest first (staff)',
  responses: {
    200: { description: 'Short links', ...json(ShortLinkListSchema) },
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
    200: { description: 'The target', ...json(ShortLinkFollowSchema) },
    ...errorResponses(404),
  },
})

/** The back-office home of `createShortLink` (issue 24 item 1); its old path stays as an alias while the web app moves. */
export const createShortLinkAtAdmin = atPath(createShortLink, '/admin/short-links')
