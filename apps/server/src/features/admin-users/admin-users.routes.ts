import { createRoute } from '@hono/zod-openapi'
import {
  AdminUserBanSchema,
  AdminUserDetailSchema,
  AdminUserFlagsChangeSchema,
  AdminUserIdParamSchema,
  AdminUserListAnswerSchema,
  AdminUserListQuerySchema,
  AdminUserRoleChangeSchema,
  ImpersonationAnswerSchema,
} from '@shop/domain/admin-users'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Back office: users']

export const listAdminUsers = createRoute({
  method: 'get',
  path: '/admin/users',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'Accounts found by part of the e-mail or name, by role and status, paged (Admin)',
  request: { query: AdminUserListQuerySchema },
  responses: {
    200: { description: 'One page of accounts', ...json(AdminUserListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminUser = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'One account: profile, role, feature flags, memberships, sessions, disabled or not (Admin)',
  request: { params: AdminUserIdParamSchema },
  responses: {
    200: { description: 'The account (Last-Modified for If-Unmodified-Since)', ...json(AdminUserDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const changeAdminUserRole = createRoute({
  method: 'patch',
  path: '/admin/users/{id}/role',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'Changes the role of an account (Super Admin, never their own); audited',
  request: { params: AdminUserIdParamSchema, body: { required: true, ...json(AdminUserRoleChangeSchema) } },
  responses: {
    200: { description: 'The account as it is now', ...json(AdminUserDetailSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const changeAdminUserFlags = createRoute({
  method: 'patch',
  path: '/admin/users/{id}/flags',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'Turns feature flags of an account on or off; the others stay (Admin; an admin’s: Super Admin); audited',
  request: { params: AdminUserIdParamSchema, body: { required: true, ...json(AdminUserFlagsChangeSchema) } },
  responses: {
    200: { description: 'The account as it is now', ...json(AdminUserDetailSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const banAdminUser = createRoute({
  method: 'post',
  path: '/admin/users/{id}/ban',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'Disables an account and ends its sessions, with a reason (Admin; an admin’s: Super Admin); audited',
  request: { params: AdminUserIdParamSchema, body: { required: true, ...json(AdminUserBanSchema) } },
  responses: {
    200: { description: 'The account as it is now', ...json(AdminUserDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const unbanAdminUser = createRoute({
  method: 'post',
  path: '/admin/users/{id}/unban',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: 'Enables a disabled account again (Admin; an admin’s: Super Admin); audited',
  request: { params: AdminUserIdParamSchema },
  responses: {
    200: { description: 'The account as it is now', ...json(AdminUserDetailSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const impersonateAdminUser = createRoute({
  method: 'post',
  path: '/admin/users/{id}/impersonate',
  middleware: [allowedFirst('admin:manage')],
  tags,
  summary: '"Log in as": the session cookie becomes the user’s for an hour (Super Admin, never of an admin); audited',
  request: { params: AdminUserIdParamSchema },
  responses: {
    200: { description: 'Now logged in as this user (Set-Cookie)', ...json(ImpersonationAnswerSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
