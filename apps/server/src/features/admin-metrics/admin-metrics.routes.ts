import { createRoute } from '@hono/zod-openapi'
import {
  MetricsQuerySchema,
  MetricsRangeQuerySchema,
  RevenueMetricsSchema,
  TuneMetricsSchema,
  VehicleMetricsSchema,
  WebTrafficSchema,
} from '@shop/domain/admin-metrics'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: metrics']
const RANGE =
  'Whole UTC days from `from` to `to`, both included (default: the 30 days that end today; at most 366 days).'

export const getRevenueMetrics = createRoute({
  method: 'get',
  path: '/admin/metrics',
  middleware: [allowedFirst('back-office:read', { part: 'metrics' })],
  tags,
  summary: 'Revenue, paid orders and average order value per currency, by day, week or month (Admin)',
  description: `${RANGE} Store orders, catalog purchases and custom tunes, by the day they were placed.`,
  request: { query: MetricsQuerySchema },
  responses: {
    200: { description: 'The figures of the range', ...json(RevenueMetricsSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getTuneMetrics = createRoute({
  method: 'get',
  path: '/admin/metrics/tunes',
  middleware: [allowedFirst('back-office:read', { part: 'metrics' })],
  tags,
  summary: 'Tune requests by status, turnaround time and the tunes most asked for (Admin)',
  description: RANGE,
  request: { query: MetricsQuerySchema },
  responses: {
    200: { description: 'The figures of the range', ...json(TuneMetricsSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getVehicleMetrics = createRoute({
  method: 'get',
  path: '/admin/metrics/vehicles',
  middleware: [allowedFirst('back-office:read', { part: 'metrics' })],
  tags,
  summary: 'The makes, models and engines most requested and sold (Admin)',
  description: RANGE,
  request: { query: MetricsRangeQuerySchema },
  responses: {
    200: { description: 'The figures of the range', ...json(VehicleMetricsSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getWebTraffic = createRoute({
  method: 'get',
  path: '/admin/web-traffic',
  middleware: [allowedFirst('back-office:read', { part: 'web-traffic' })],
  tags,
  summary: 'Visits and views over time, top pages, referrers, tags, devices and bot share (Admin)',
  description: `${RANGE} From the first-party page views and tag records.`,
  request: { query: MetricsQuerySchema },
  responses: {
    200: { description: 'The figures of the range', ...json(WebTrafficSchema) },
    ...errorResponses(401, 403, 422),
  },
})
