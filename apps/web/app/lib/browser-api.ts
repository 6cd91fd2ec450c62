import type { User } from '@shop/domain/accounts'
import { createApiClient, type ApiFetch } from './api-client'
import { useSessionStore } from './session-store'

const IDENTITY_HEADER = 'x-identity'

async function fetchMe(): Promise<User | null> {
  const response = await fetch('/api/user/me', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
  return response.ok ? ((await response.json()) as User) : null
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

const browserFetch: ApiFetch = async (path, init) => {
  const response = await fetch(path, init)
  const identity = response.headers.get(IDENTITY_HEADER)
  const current = useSessionStore.getState().user
  if (response.status === 403 && current) void recheckIdentity()
  else if (identity && identity !== (current?.id ?? 'anonymous') && !path.startsWith('/api/auth/')) void refreshUser()
  return response
}

/** The API client for browser code. */
export const browserApi = createApiClient(browserFetch)
export { refreshUser }
