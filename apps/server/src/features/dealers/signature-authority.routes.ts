import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminSignatureAuthorityListAnswerSchema,
  AdminSignatureAuthorityListQuerySchema,
  CreditLimitRequestCreateSchema,
  CreditLimitRequestSchema,
  DealerParamSchema,
  SignatureAuthorityCreateSchema,
  SignatureAuthorityIdParamSchema,
  SignatureAuthorityListSchema,
  SignatureAuthorityQuerySchema,
  SignatureAuthoritySchema,
} from '@shop/domain/dealers'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

// SPEC §7 `v1/signature-authority` and the actions that need a signatory (issue 25 item 7).

const tags = ['Dealers: signature authority']

export const listSignatureAuthority = createRoute({
  method: 'get',
  path: '/v1/signature-authority',
  tags,
  summary: 'A dealer’s named signatories, revoked ones too (its owner and managers, staff; another dealer 404)',
  request: { query: SignatureAuthorityQuerySchema },
  responses: {
    200: { description: 'The signatories, the active first', ...json(SignatureAuthorityListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createSignatureAuthority = createRoute({
  method: 'post',
  path: '/v1/signature-authority',
  tags,
  summary: 'Name a member of the dealer as its signatory, with their legal name and signature image; audited',
  description:
    'The dealer’s owner, a manager with the `dsig` flag, or an admin (others 403). `user_id` must be a member (422). The image is PNG or JPEG, at most 200 KB, base64-encoded.',
  request: { body: { required: true, ...json(SignatureAuthorityCreateSchema) } },
  responses: {
    201: { description: 'The signatory', ...json(SignatureAuthoritySchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const revokeSignatureAuthority = createRoute({
  method: 'delete',
  path: '/v1/signature-authority/{id}',
  tags,
  summary: 'Revoke a signatory (kept, with when and by whom); audited; revoking again changes nothing',
  request: { params: SignatureAuthorityIdParamSchema },
  responses: {
    200: { description: 'The signatory, revoked', ...json(SignatureAuthoritySchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getSignatureImage = createRoute({
  method: 'get',
  path: '/v1/signature-authority/{id}/signature',
  tags,
  summary: 'The signature image of a signatory (the dealer’s owner and managers, staff)',
  request: { params: SignatureAuthorityIdParamSchema },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createCreditLimitRequest = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/credit-limit-requests',
  tags,
  summary: 'Ask the shop for a higher credit limit in a currency: a named signatory of the dealer only (403)',
  description: 'Stored and shown to admins on the dealer’s page; audited. The amount must be above the current limit.',
  request: { params: DealerParamSchema, body: { required: true, ...json(CreditLimitRequestCreateSchema) } },
  responses: {
    201: { description: 'The request', ...json(CreditLimitRequestSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listAdminSignatureAuthority = createRoute({
  method: 'get',
  path: '/admin/dealer-signature-authority',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'Every dealer’s signatories: search by dealer or signatory, filter by status; paged (Admin)',
  request: { query: AdminSignatureAuthorityListQuerySchema },
  responses: {
    200: { description: 'One page of signatories', ...json(AdminSignatureAuthorityListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminSignatureAuthority = createRoute({
  method: 'get',
  path: '/admin/dealer-signature-authority/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags,
  summary: 'One signatory (Admin)',
  request: { params: SignatureAuthorityIdParamSchema },
  responses: {
    200: { description: 'The signatory', ...json(SignatureAuthoritySchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
