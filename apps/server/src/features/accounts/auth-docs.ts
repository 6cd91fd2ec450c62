import { z } from '@hono/zod-openapi'
import {
  AuthStatusSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignInAnswerSchema,
  SignInSchema,
  SignUpAnswerSchema,
  SignUpRequestSchema,
  SocialSignInAnswerSchema,
  SocialSignInSchema,
} from '@shop/domain/accounts'
import type { Router } from '../../http/create-router'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Accounts']

/**
 * The auth library's endpoints that the shop uses, described in the same OpenAPI document. Paths are
 * relative to the API's base path (/api), which the document adds.
 */
export function registerAuthDocs(api: Pick<Router, 'openAPIRegistry'>) {
  const register = api.openAPIRegistry.registerPath.bind(api.openAPIRegistry)
  register({
    method: 'post',
    path: '/auth/sign-up/email',
    tags,
    summary: 'Create an account: a link to confirm the e-mail is mailed, which logs the new user in',
    request: { body: { ...json(SignUpRequestSchema), required: true } },
    responses: {
      200: {
        description: 'The same answer whether the e-mail is new or registered (its owner is mailed a notice)',
        ...json(SignUpAnswerSchema),
      },
      ...errorResponses(400, 403, 422, 429),
    },
  })
  register({
    method: 'post',
    path: '/auth/sign-in/email',
    tags,
    summary:
      'Log in with email and password (limited per account and address, per address, and a per-account back-off)',
    request: { body: { ...json(SignInSchema), required: true } },
    responses: {
      200: { description: 'Logged in; the session cookie is set', ...json(SignInAnswerSchema) },
      ...errorResponses(401, 403, 422, 429),
    },
  })
  register({
    method: 'post',
    path: '/auth/request-password-reset',
    tags,
    summary: 'Mail a password reset link (the same answer whether or not the account exists; 3 an hour per account)',
    request: { body: { ...json(PasswordResetRequestSchema), required: true } },
    responses: {
      200: { description: 'Accepted', ...json(AuthStatusSchema) },
      ...errorResponses(422, 429),
    },
  })
  register({
    method: 'post',
    path: '/auth/reset-password',
    tags,
    summary: 'Set a new password with the token from the reset mail',
    request: { body: { ...json(PasswordResetSchema), required: true } },
    responses: {
      200: { description: 'Password changed', ...json(AuthStatusSchema) },
      ...errorResponses(400, 422),
    },
  })
  register({
    method: 'post',
    path: '/auth/sign-in/oauth2',
    tags,
    summary: "Start a social login with one of the site's configured providers",
    request: { body: { ...json(SocialSignInSchema), required: true } },
    responses: {
      200: { description: 'Where to send the browser', ...json(SocialSignInAnswerSchema) },
      ...errorResponses(404, 422),
    },
  })
  register({
    method: 'get',
    path: '/auth/oauth2/callback/{providerId}',
    tags,
    summary: 'Where the provider returns the browser after a social login',
    request: { params: z.object({ providerId: z.string() }) },
    responses: { 302: { description: 'To /auth/success or /auth/error' } },
  })
}
