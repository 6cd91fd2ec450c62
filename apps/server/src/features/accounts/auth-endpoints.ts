/**
 * Decision 0066: the auth library is a component, not the permission model. Of its HTTP endpoints only
 * these are open, each for something the shop does; everything else under /api/auth (admin/*,
 * organization/*, list-sessions, revoke-*, impersonation, account linking…) is a 404, so that roles,
 * members and sessions are only ever changed through our own endpoints, checked by `can()`. Paths are
 * under /api/auth; `:param` stands for one path segment.
 */
export const OPEN_AUTH_ENDPOINTS = [
  { method: 'POST', path: '/sign-up/email', why: 'the sign-up form' },
  { method: 'POST', path: '/sign-in/email', why: 'the login form (behind our login limiter)' },
  { method: 'POST', path: '/sign-out', why: 'the library’s own logout; ours (/api/auth/logout) calls it too' },
  { method: 'GET', path: '/get-session', why: 'who is logged in, as the library sees it (scripts and tests)' },
  { method: 'POST', path: '/request-password-reset', why: 'the forgot-password form' },
  { method: 'POST', path: '/reset-password', why: 'the reset-password form, with the token of the mail' },
  { method: 'GET', path: '/reset-password/:token', why: 'the link in the reset mail, redirected to our page' },
  { method: 'POST', path: '/sign-in/oauth2', why: 'starting a social login (decision 0011)' },
  { method: 'POST', path: '/sign-in/social', why: 'the library’s name of sign-in/oauth2, same checks' },
  { method: 'GET', path: '/oauth2/callback/:providerId', why: 'where a social login provider returns' },
  { method: 'POST', path: '/oauth2/callback/:providerId', why: 'the same, for providers that post the answer' },
  { method: 'GET', path: '/verify-email', why: 'the link of the verification mail (when verification is on)' },
  { method: 'POST', path: '/send-verification-email', why: 'sending the verification mail again' },
  { method: 'POST', path: '/change-password', why: 'a user changing their own password (current one needed)' },
  { method: 'POST', path: '/change-email', why: 'a user changing their own e-mail (confirmed by mail)' },
] as const satisfies readonly { method: 'GET' | 'POST'; path: string; why: string }[]

const BASE_PATH = '/api/auth'

const OPEN = OPEN_AUTH_ENDPOINTS.map((endpoint) => ({
  method: endpoint.method,
  pattern: new RegExp(`^${BASE_PATH}${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
}))

/**
 * Whether the auth library may answer `method pathname` (the raw pathname of the request, as the library
 * reads it). Exact paths only: a trailing slash, an encoded slash or a doubled one is closed too. HEAD is
 * asked as the GET it stands for.
 */
export function isOpenAuthEndpoint(method: string, pathname: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method
  return OPEN.some((endpoint) => endpoint.method === asked && endpoint.pattern.test(pathname))
}
