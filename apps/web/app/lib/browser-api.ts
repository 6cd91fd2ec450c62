import type { User } from '@shop/domain/accounts'
import { KNOWN_ERROR_HEADER } from '@shop/domain/errors'
import { REGION_HEADER, REGION_MISMATCH_CODE } from '@shop/domain/regions'
import { createApi, type ApiFetch } from './api-client'
import { pageRegionOf, useRegionMismatch } from './region-store'
import { useSessionStore } from './session-store'

const IDENTITY_HEADER = 'x-identity'

/** The call with the region of the page (decision 0022): another region's server answers it with 421. */
function withRegion(request: Request): Request {
  const region = pageRegionOf()
  if (region !== null) request.headers.set(REGION_HEADER, String(region))
  return request
}

/** SPEC §8: a 421 with the known-error header is a region mismatch; its message is shown (RegionMismatchNotice). */
async function noticeRegionMismatch(response: Response) {
  if (response.status !== 421 || response.headers.get(KNOWN_ERROR_HEADER) !== REGION_MISMATCH_CODE) return
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null
  if (typeof body?.message === 'string') useRegionMismatch.getState().show(body.message)
}

// The identity check's own client: the page's region, without browserFetch's identity check (which calls it).
const identityApi = createApi((request) => fetch(withRegion(request)))

async function fetchMe(): Promise<User | null> {
  const { data, response } = await identityApi.GET('/api/user/me')
  return response.ok && data ? data : null
}

/** The identity header says someone else (or no one) is logged in now: load who. */
async function refreshUser() {
  useSessionStore.getState().setUser(await fetchMe())
}

/** SPEC §4: after a 403 a logged-in user's identity is checked again; if it fails, the login is cleared and the page reloads. */
async function recheckIdentity() {
  const user = await fetchMe()
  if (user) {
    useSessionStore.getState().setUser(user)
    return
  }
  useSessionStore.getState().setUser(null)
  window.location.reload()
}

const browserFetch: ApiFetch = async (request) => {
  const region = pageRegionOf()
  if (region !== null) request.headers.set(REGION_HEADER, String(region))
  const response = await fetch(request)
  const path = new URL(request.url).pathname
  await noticeRegionMismatch(response)
  const identity = response.headers.get(IDENTITY_HEADER)
  const current = useSessionStore.getState().user
  if (response.status === 403 && current) void recheckIdentity()
  else if (identity && identity !== (current?.id ?? 'anonymous') && !path.startsWith('/api/auth/')) void refreshUser()
  return response
}

/** The API client for browser code. */
export const browserApi = createApi(browserFetch)
export { refreshUser }
