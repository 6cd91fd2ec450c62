import type { User } from '@shop/domain/accounts'
import { useRouteLoaderData } from 'react-router'
import type { Schema } from './api-client'
import { useSessionStore } from './session-store'

/** SPEC §3 global state as `GET /api/global/v1/ui-state` answers it. */
export type UiState = Schema<'UiState'>

/** The root loader's global state, for any component. */
export function useUiState(): UiState {
  const data = useRouteLoaderData('root') as { uiState: UiState } | undefined
  if (!data) throw new Error('useUiState is used outside the root route')
  return data.uiState
}

export const useSiteConfig = () => useUiState().site

/** The logged-in user: the server's answer until the browser's session store has taken over. */
export function useCurrentUser(): User | null {
  const loaderUser = useUiState().user
  const { user, ready } = useSessionStore()
  return ready ? user : loaderUser
}
