import type { Actor, User } from '@shop/domain/accounts'
import { displayCurrencyOf } from '@shop/domain/regions'
import {
  toPublicSiteConfig,
  type AlertType,
  type PublicSiteConfig,
  type RegionId,
  type SiteConfig,
  type UiState,
} from '@shop/domain/site'
import { SWITCH_KEYS, SWITCHES_OFF, type SwitchStates } from '@shop/domain/switch-states'
import type { Database, Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import { permit } from '../../http/permit'
import { publicTheme } from '../brand-theme/brand-theme.service'
import { onboardingStateOf } from '../dealers'
import { currentPromotions, dealerDisplayCurrency } from '../store'
import { findAlertFor, findAlertsNotEnded, findSettings, insertAlertClosure, upsertSettings } from './site.repository'

type CacheDeps = Pick<AppDeps, 'db' | 'globalState'>

/**
 * The alerts live at `now` for this audience (everyone, or a user: theirs too, minus the ones they closed). The
 * audience's alerts that have not ended are remembered per process with their time windows (decision 0020), so
 * an alert starting or ending shows on time; alert writes evict them (`globalState.forgetAlerts`).
 */
export async function activeAlerts({ db, globalState }: CacheDeps, userId: string | null, now: Date) {
  const key = userId ?? ''
  let rows = globalState.alerts.get(key)
  if (!rows) {
    const version = globalState.alerts.version
    rows = await findAlertsNotEnded(db, userId, now)
    globalState.alerts.setIfUnchanged(key, rows, version)
  }
  const at = now.getTime()
  return rows
    .filter(
      (row) =>
        (row.startsAt === null || row.startsAt.getTime() <= at) && (row.endsAt === null || row.endsAt.getTime() > at),
    )
    .map(({ id, type, title, body }) => ({ id, type: type as AlertType, title, body }))
}

/**
 * SPEC §3 global state. Dealer and tuner come from the user's first membership of that kind — for a dealer the
 * one they chose on /profile/dealer-memberships, which the session's user lists first (decision 0104); the display
 * currency's default and the site's default currency are the region's of the request (decision 0021).
 */
export async function buildUiState(
  deps: Pick<AppDeps, 'db' | 'globalState' | 'siteConfig' | 'catalogCache' | 'logger'>,
  user: User | null,
  region: RegionId | null,
  now: Date,
): Promise<UiState> {
  const { siteConfig } = deps
  const dealer = user?.memberships.find((m) => m.kind === 'dealer')
  const tuner = user?.memberships.find((m) => m.kind === 'tuner')
  const [alerts, promotions, dealerCurrency, theme, onboarding] = await Promise.all([
    activeAlerts(deps, user?.id ?? null, now),
    currentPromotions(deps, now),
    dealer ? dealerDisplayCurrency(deps, dealer.organizationId) : null,
    publicTheme(deps),
    // Issue 25 item 6: read, never cached, so a step done shows at once for every member of the dealer.
    dealer ? onboardingStateOf(deps.db, user) : null,
  ])
  return {
    user,
    alerts,
    dealer: dealer
      ? { id: dealer.organizationId, slug: dealer.slug, name: dealer.name, preferred_display_currency: dealerCurrency }
      : null,
    tuner: tuner ? { id: tuner.organizationId, slug: tuner.slug, name: tuner.name } : null,
    dealer_onboarding_progress: onboarding,
    codes: promotions.codes,
    hcodes: promotions.hcodes,
    sale: promotions.sale,
    // SPEC §3: the user's preferred display currency, else their dealer's, else the region's default.
    display_currency: displayCurrencyOf(siteConfig, {
      preferred: user?.preferred_display_currency ?? dealerCurrency,
      region,
    }),
    site: publicSiteConfigOf(siteConfig, region),
    theme,
  }
}

const publicConfigs = new WeakMap<SiteConfig, Map<RegionId | null, PublicSiteConfig>>()

/** The config part of the global state, made once per region: it changes only with the config object. */
function publicSiteConfigOf(config: SiteConfig, region: RegionId | null): PublicSiteConfig {
  let byRegion = publicConfigs.get(config)
  if (!byRegion) {
    byRegion = new Map()
    publicConfigs.set(config, byRegion)
  }
  let publicConfig = byRegion.get(region)
  if (!publicConfig) {
    publicConfig = toPublicSiteConfig(config, region)
    byRegion.set(region, publicConfig)
  }
  return publicConfig
}

export async function closeAlert({ db, globalState }: CacheDeps, alertId: number, userId: string, now: Date) {
  const row = await findAlertFor(db, alertId, userId)
  if (!row) throw notFound('This alert')
  await insertAlertClosure(db, alertId, userId, now)
  await globalState.forgetAlerts(userId)
}

/**
 * SPEC §3 switches, kept in `system_setting` under their own names ('true'/'false', months as
 * YYYY-MM); a switch never set is off.
 */
export async function switchStates(db: Db): Promise<SwitchStates> {
  const rows = await findSettings(db, SWITCH_KEYS)
  const stored = new Map(rows.map((row) => [row.key, row.value]))
  const month = (key: 'fz-shortage-month' | 'fzl-shortage-month') => stored.get(key) || SWITCHES_OFF[key]
  return {
    'fz-shortage': stored.get('fz-shortage') === 'true',
    'fz-shortage-month': month('fz-shortage-month'),
    'fzl-shortage': stored.get('fzl-shortage') === 'true',
    'fzl-shortage-month': month('fzl-shortage-month'),
  }
}

/** Staff set the switches; cached catalog pages show the shortage notice, so the catalog cache is emptied. */
export async function setSwitchStates(deps: AppDeps, actor: Actor | null, states: SwitchStates): Promise<SwitchStates> {
  permit(actor, 'back-office:enter')
  await upsertSettings(
    deps.db,
    {
      'fz-shortage': String(states['fz-shortage']),
      'fz-shortage-month': states['fz-shortage-month'] ?? '',
      'fzl-shortage': String(states['fzl-shortage']),
      'fzl-shortage-month': states['fzl-shortage-month'] ?? '',
    },
    deps.clock(),
  )
  const stored = await switchStates(deps.db)
  await deps.catalogCache.invalidate()
  return stored
}

/**
 * Why the database cannot serve, or null when `select 1` answered within `timeoutMs` (readiness, decision 0085).
 * A pool whose connections all hang would otherwise keep the probe waiting as long as the requests it protects.
 */
export async function databaseProblem(database: Pick<Database, 'exec'>, timeoutMs: number): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer to select 1 within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return await Promise.race([
      database.exec('select 1').then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
