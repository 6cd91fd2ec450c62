import type { User } from '@shop/domain/accounts'
import type { AlertType, PublicSiteConfig } from '@shop/domain/site'
import type { Sale } from '@shop/domain/store'
import { useRouteLoaderData } from 'react-router'
import { useSessionStore } from './session-store'

/** SPEC §3 global state as `GET /api/global/v1/ui-state` answers it. */
export type UiState = {
  user: User | null
  alerts: { id: number; type: AlertType; title: string; body: string }[]
  dealer: { id: string; slug: string; name: string; preferred_display_currency: string | null } | null
  tuner: { id: string; slug: string; name: string } | null
  dealer_onboarding_progress: Record<string, boolean> | null
  codes: string[]
  hcodes: string[]
  /** The running sale (SPEC §3 Sale), else null. */
  sale: Sale | null
  display_currency: string
  site: PublicSiteConfig
}

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
