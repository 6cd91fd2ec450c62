import { createRoute } from '@hono/zod-openapi'
import {
  DealerMemberListSchema,
  DealerMemberParamSchema,
  DealerMemberRoleInputSchema,
  DealerMemberSchema,
  DealerParamSchema,
  LeftDealerSchema,
  PreferredDealerSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers: members']

export const listMembers = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/members',
  tags,
  summary: 'The dealer’s members with their role and since when: owners, managers and staff (dealer:settings-read)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'Owners first, then managers and members', ...json(DealerMemberListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const changeMemberRole = createRoute({
  method: 'patch',
  path: '/v1/dealers/{slug}/members/{memberId}',
  tags,
  summary: 'Give a member another role (dealer:members; the owner role by an owner only)',
  description:
    '409 dealer_last_owner when it would leave the dealer without an owner. Audited, with the dealer as subject.',
  request: { params: DealerMemberParamSchema, body: { required: true, ...json(DealerMemberRoleInputSchema) } },
  responses: {
    200: { description: 'The member with the new role', ...json(DealerMemberSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const removeMember = createRoute({
  method: 'delete',
  path: '/v1/dealers/{slug}/members/{memberId}',
  tags,
  summary: 'Take a member out of the dealer (dealer:members; an owner by an owner only)',
  description: '409 dealer_last_owner for the last owner. Audited, with the dealer as subject.',
  request: { params: DealerMemberParamSchema },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const leaveDealer = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/leave',
  tags,
  summary: 'Leave a dealer the asker is a member of (the last owner cannot: 409 dealer_last_owner)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'Left', ...json(LeftDealerSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const preferDealer = createRoute({
  method: 'put',
  path: '/v1/dealers/{slug}/preferred',
  tags,
  summary: 'Make this dealer the one the shop prices for and the global state names (a member’s own choice)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'Chosen', ...json(PreferredDealerSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
