import { createRoute } from '@hono/zod-openapi'
import {
  DealerInviteInputSchema,
  DealerInviteListSchema,
  DealerInviteParamSchema,
  DealerInviteSchema,
  DealerParamSchema,
  InvitationParamSchema,
  InvitationViewSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers: invitations']

export const listInvites = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/invites',
  tags,
  summary: 'The dealer’s pending invitations, expired ones included, newest first (dealer:settings-read)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The invitations', ...json(DealerInviteListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createInvite = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/invites',
  tags,
  summary: 'Invite an e-mail address to the dealer and e-mail it the link (dealer:members; owner role by an owner)',
  description:
    'The link expires after 7 days. An address with a pending invitation gets that one back (200, no second e-mail); a member’s address is a 409 dealer_already_member.',
  request: { params: DealerParamSchema, body: { required: true, ...json(DealerInviteInputSchema) } },
  responses: {
    200: { description: 'The pending invitation of this address', ...json(DealerInviteSchema) },
    201: { description: 'Invited', ...json(DealerInviteSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const cancelInvite = createRoute({
  method: 'delete',
  path: '/v1/dealers/{slug}/invites/{id}',
  tags,
  summary: 'Cancel a pending invitation: its link stops working (dealer:members)',
  request: { params: DealerInviteParamSchema },
  responses: { 204: { description: 'Canceled' }, ...errorResponses(401, 403, 404, 409, 422) },
})

export const resendInvite = createRoute({
  method: 'post',
  path: '/v1/dealers/{slug}/invites/{id}/resend',
  tags,
  summary: 'E-mail a pending invitation again, good for another 7 days (dealer:members)',
  request: { params: DealerInviteParamSchema },
  responses: {
    200: { description: 'Sent again', ...json(DealerInviteSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const showInvitation = createRoute({
  method: 'get',
  path: '/v1/dealer-invites/{id}',
  tags,
  summary: 'An invitation as its invitee sees it: the dealer and the role (404 unless logged in with its e-mail)',
  request: { params: InvitationParamSchema },
  responses: {
    200: { description: 'The invitation', ...json(InvitationViewSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const acceptInvitation = createRoute({
  method: 'post',
  path: '/v1/dealer-invites/{id}/accept',
  tags,
  summary: 'Accept an invitation: the invitee becomes a member with its role',
  description:
    'Once: a second accept is a 409 invitation_accepted; a canceled or expired invitation a 409 invitation_canceled or invitation_expired.',
  request: { params: InvitationParamSchema },
  responses: {
    200: { description: 'Accepted', ...json(InvitationViewSchema) },
    ...errorResponses(401, 404, 409, 422),
  },
})
