import { createRoute, z } from '@hono/zod-openapi'
import { TRADE_IN_MAX_PHOTOS } from '@shop/domain/catalog-purchase'
import {
  TradeInFormSchema,
  TradeInPatchSchema,
  TradeInRequestListSchema,
  TradeInRequestSchema,
} from '@shop/domain/trade-ins'
import { OwnOrAllPageQuery } from '../../http/paged-list'
import { errorResponses, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Trade-ins']

export const listTradeIns = createRoute({
  method: 'get',
  path: '/v1/trade-in-requests',
  tags,
  summary: 'The caller’s trade-in requests (staff: everyone’s with scope=all), newest first, 1-based page',
  request: { query: OwnOrAllPageQuery },
  responses: {
    200: { description: 'A page', ...json(TradeInRequestListSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getTradeIn = createRoute({
  method: 'get',
  path: '/v1/trade-in-requests/{id}',
  tags,
  summary: 'One trade-in request (its owner and staff; others 404)',
  request: { params: IdParam },
  responses: { 200: { description: 'The request', ...json(TradeInRequestSchema) }, ...errorResponses(401, 404, 422) },
})

export const patchTradeIn = createRoute({
  method: 'patch',
  path: '/v1/trade-in-requests/{id}',
  tags,
  summary:
    'Staff set the status (received, reviewing, offered with an offer amount, accepted, declined); the owner accepts or declines an offer. If-Unmodified-Since → 412',
  request: {
    params: IdParam,
    body: { required: true, ...json(TradeInPatchSchema) },
  },
  responses: {
    200: { description: 'The request', ...json(TradeInRequestSchema) },
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
    body: { required: true, content: { 'multipart/form-data': { schema: TradeInFormSchema } } },
  },
  responses: {
    201: { description: 'Created', ...json(TradeInRequestSchema) },
    ...errorResponses(400, 401, 413, 422),
  },
}
