import { createRoute } from '@hono/zod-openapi'
import {
  AdminDealerCreateSchema,
  AdminDealerDashboardSchema,
  AdminDealerDetailSchema,
  AdminDealerDisbursementAnswerSchema,
  AdminDealerDisbursementSchema,
  AdminDealerIdParamSchema,
  AdminDealerListAnswerSchema,
  AdminDealerListQuerySchema,
  AdminDealerUpdateSchema,
} from '@shop/domain/dealers'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json, RequiredIdempotencyKeyHeader } from '../../http/openapi'

// Issue 25 item 8: the back office's dealers (SPEC §2 "dealers (list, new, {id}, {id}/edit)", "dealer (dashboard)").

const tags = ['Back office: dealers']
const ADMIN = allowedFirst('back-office:write')

export const listAdminDealers = createRoute({
  method: 'get',
  path: '/admin/dealers',
  middleware: [ADMIN],
  tags,
  summary:
    'Every dealer with its members, ledger balance and credit limit per currency: search, filter, sort, paged (Admin)',
  request: { query: AdminDealerListQuerySchema },
  responses: {
    200: { description: 'One page of dealers', ...json(AdminDealerListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const createAdminDealer = createRoute({
  method: 'post',
  path: '/admin/dealers',
  middleware: [ADMIN],
  tags,
  summary:
    'Add a dealer: its owner an existing user (by e-mail), price tier, credit limits, billing address (Admin); audited',
  description: 'A slug already used by a dealer or company, or an e-mail with no account, is a 422 on its field.',
  request: { body: { required: true, ...json(AdminDealerCreateSchema) } },
  responses: {
    201: { description: 'The dealer', ...json(AdminDealerDetailSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminDealer = createRoute({
  method: 'get',
  path: '/admin/dealers/{id}',
  middleware: [ADMIN],
  tags,
  summary: 'One dealer: profile, members, limits, ledger balances, credit-limit requests (Admin); Last-Modified',
  request: { params: AdminDealerIdParamSchema },
  responses: {
    200: { description: 'The dealer', ...json(AdminDealerDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const updateAdminDealer = createRoute({
  method: 'patch',
  path: '/admin/dealers/{id}',
  middleware: [ADMIN],
  tags,
  summary:
    'Change a dealer: the fields sent (Admin); a credit-limit change needs a reason; audited; If-Unmodified-Since → 412',
  description:
    'Archiving a dealer, or bringing one back from the archive, is Super Admin’s (an Admin gets 403). Nothing is deleted.',
  request: { params: AdminDealerIdParamSchema, body: { required: true, ...json(AdminDealerUpdateSchema) } },
  responses: {
    200: { description: 'The dealer', ...json(AdminDealerDetailSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const getAdminDealerDashboard = createRoute({
  method: 'get',
  path: '/admin/dealer-dashboard',
  middleware: [ADMIN],
  tags,
  summary: 'All dealers’ money: owed per currency, dealers near or past their limit, dealers owing longest (Admin)',
  responses: {
    200: { description: 'The dashboard', ...json(AdminDealerDashboardSchema) },
    ...errorResponses(401, 403),
  },
})

export const createAdminDealerDisbursement = createRoute({
  method: 'post',
  path: '/admin/dealers/{id}/disbursements',
  middleware: [ADMIN],
  tags,
  summary: 'Pay money out to a dealer: one ledger transaction to its balance, with a reason (Admin); audited',
  description: 'A retry with the same Idempotency-Key answers the first disbursement with 200 and moves nothing.',
  request: {
    params: AdminDealerIdParamSchema,
    headers: RequiredIdempotencyKeyHeader,
    body: { required: true, ...json(AdminDealerDisbursementSchema) },
  },
  responses: {
    200: { description: 'The disbursement made before with this key', ...json(AdminDealerDisbursementAnswerSchema) },
    201: { description: 'The disbursement', ...json(AdminDealerDisbursementAnswerSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
