import { MantineProvider } from '@mantine/core'
import type { User } from '@shop/domain/accounts'
import { DEFAULT_ACCENT, DEFAULT_PRIMARY } from '@shop/domain/brand-theme'
import { SiteConfigSchema, toPublicSiteConfig } from '@shop/domain/site'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from '../app/lib/theme'
import type { UiState } from '../app/lib/ui-state'

/**
 * Renders `ui` inside the Mantine provider as `layouts/mantine-layout.tsx` sets it up, in Mantine's test
 * environment (`env="test"`: no transitions, no portals), so a closed modal is gone at once.
 */
export function renderWithMantine(ui: ReactNode) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env="test">
      {ui}
    </MantineProvider>,
  )
}

/** The global state (SPEC §3) the root loader hands every page: the spec's default site, nobody logged in. */
export function uiStateOf(change: Partial<UiState> = {}): UiState {
  return {
    user: null,
    alerts: [],
    dealer: null,
    tuner: null,
    dealer_onboarding_progress: null,
    codes: [],
    hcodes: [],
    sale: null,
    display_currency: 'USD',
    site: toPublicSiteConfig(SiteConfigSchema.parse({})),
    theme: { primary: DEFAULT_PRIMARY, accent: DEFAULT_ACCENT, logo: null },
    ...change,
  }
}

/** A logged-in customer as `GET /api/user/me` answers it. */
export function customer(id = 'user-1'): User {
  return {
    id,
    email: 'customer@example.com',
    name: 'Casey Customer',
    role: 'user',
    f: [],
    preferred_display_currency: null,
    memberships: [],
    roles: ['customer'],
  }
}
