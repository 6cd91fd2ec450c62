import { createRoute, z } from '@hono/zod-openapi'
import { TRADE_IN_CONDITIONS, TRADE_IN_MAX_PHOTOS, TRADE_IN_STATUSES } from '@shop/domain/catalog-purchase'
import { MoneySchema } from '@shop/domain/money'
import { OwnOrAllPageQuery, pageOf } from '../../http/paged-list'
import { errorResponses, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Trade-ins']

export const TradeInOut = z
  .object({
    id: z.number().int(),
    tool: z.string(),
    serial_number: z.string(),
    condition: z.enum(TRADE_IN_CONDITIONS),
    description: z.string(),
    status: z.enum(TRADE_IN_STATUSES),
    offer: MoneySchema.nullable(),
    staff_note: z.string(),
    customer: z.string().nullable().openapi({ description: 'The customer’s name (staff only; null for the owner)' }),
    photos: z.array(z.object({ id: z.uuid(), url: z.string(), content_type: z.string(), size: z.number().int() })),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('TradeInRequest')

export const listTradeIns = createRoute({
  method: 'get',
  path: '/v1/trade-in-requests',
  tags,
  summary: 'The caller’s trade-in requests (staff: everyone’s with scope=all), newest first, 1-based page',
  request: { query: OwnOrAllPageQuery },
  responses: {
    200: { description: 'A page', ...json(pageOf(TradeInOut)) },
    ...errorResponses(401, 403, 422),
  },
})

export const getTradeIn = createRoute({
  method: 'get',
  path: '/v1/trade-in-requests/{id}',
  tags,
  summary: 'One trade-in request (its owner and staff; others 404)',
  request: { params: IdParam },
  responses: { 200: { description: 'The request', ...json(TradeInOut) }, ...errorResponses(401, 404, 422) },
})

export const patchTradeIn = createRoute({
  method: 'patch',
  path: '/v1/trade-in-requests/{id}',
  tags,
  summary:
    'Staff set the status (received, reviewing, offered with an offer amount, accepted, declined); the owner accepts or declines an offer. If-Unmodified-Since → 412',
  request: {
    params: IdParam,
    body: {
      required: true,
      ...json(
        z
          .object({
            status: z.enum(TRADE_IN_STATUSES),
            offer: z
              .object({
                amount_minor: z.number().int().min(0).max(100_000_000),
                currency: z.string().regex(/^[A-Z]{3}$/),
              })
              .optional(),
            staff_note: z.string().trim().max(2000).optional(),
          })
          .openapi('TradeInPatch'),
      ),
    },
  },
  responses: {
    200: { description: 'The request', ...json(TradeInOut) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const getTradeInPhoto = createRoute({
  method: 'get',
  path: '/v1/trade-in-requests/{id}/photos/{photoId}',
  tags,
  summary: 'A photo of a trade-in request (its owner and staff; others 404)',
  request: { params: IdParam.extend({ photoId: z.uuid().openapi({ param: { name: 'photoId', in: 'path' } }) }) },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 404, 422),
  },
})

export const createTradeInDoc = {
  method: 'post' as const,
  path: '/v1/trade-in-requests',
  tags,
  summary: `Offer a flash tool for trade-in: tool, serial_number, condition, description and up to ${TRADE_IN_MAX_PHOTOS} photos (JPEG, PNG or WebP; checked by their bytes and size)`,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            tool: z.string(),
            serial_number: z.string().optional(),
            condition: z.enum(TRADE_IN_CONDITIONS),
            description: z.string().optional(),
            photos: z.array(z.string().openapi({ format: 'binary' })).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: 'Created', ...json(TradeInOut) },
    ...errorResponses(400, 401, 413, 422),
  },
}
