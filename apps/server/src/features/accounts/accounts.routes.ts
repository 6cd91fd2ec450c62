import { createRoute } from '@hono/zod-openapi'
import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  AuthRedirectQuerySchema,
  ProfileUpdateSchema,
  UserSchema,
} from '@shop/domain/accounts'
import { errorResponses, json } from '../../http/openapi'
import { IdParam } from '../../http/id-param'

const tags = ['Accounts']

export const getMe = createRoute({
  method: 'get',
  path: '/user/me',
  tags,
  summary: 'The logged-in user with role, flags and memberships',
  responses: {
    200: { description: 'The user', content: { 'application/json': { schema: UserSchema } } },
    ...errorResponses(401),
  },
})

export const updateMe = createRoute({
  method: 'patch',
  path: '/user/me',
  tags,
  summary: 'Update own profile and display currency',
  request: { body: { content: { 'application/json': { schema: ProfileUpdateSchema } }, required: true } },
  responses: {
    200: { description: 'The updated user', content: { 'application/json': { schema: UserSchema } } },
    ...errorResponses(401, 412, 422),
  },
})

export const listAddresses = createRoute({
  method: 'get',
  path: '/v1/addresses',
  tags,
  summary: "The logged-in user's address book",
  responses: {
    200: { description: 'Addresses, newest first', ...json(AddressListSchema) },
    ...errorResponses(401),
  },
})

export const createAddress = createRoute({
  method: 'post',
  path: '/v1/addresses',
  tags,
  summary: 'Add an address',
  request: { body: { content: { 'application/json': { schema: AddressInputSchema } }, required: true } },
  responses: {
    201: { description: 'The new address', content: { 'application/json': { schema: AddressSchema } } },
    ...errorResponses(401, 422),
  },
})

export const updateAddress = createRoute({
  method: 'patch',
  path: '/v1/addresses/{id}',
  tags,
  summary: 'Change an address (If-Unmodified-Since honoured)',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: AddressInputSchema.partial() } }, required: true },
  },
  responses: {
    200: { description: 'The changed address', content: { 'application/json': { schema: AddressSchema } } },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const deleteAddress = createRoute({
  method: 'delete',
  path: '/v1/addresses/{id}',
  tags,
  summary: 'Remove an address',
  request: { params: IdParam },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 412) },
})

export const authRedirect = createRoute({
  method: 'get',
  path: '/auth/redirect',
  tags,
  summary: 'Go to a page of this site once logged in (login first when needed); other sites are refused',
  request: { query: AuthRedirectQuerySchema },
  responses: { 302: { description: 'Redirect' } },
})

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Log out: ends the session and clears its cookie',
  responses: { 204: { description: 'Logged out' } },
})
