import type { Actor, User } from '@shop/domain/accounts'
import { onboardingProgress, onboardingProgressState, type OnboardingProgress } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import { dealerFor } from './dealer-access'
import { oncePerPage } from '../../platform/cache/page-reads'
import { onboardingFactsOf } from './dealer-onboarding.repository'

// Issue 25 item 6: the checklist a dealer works through after approval, computed from what the database holds
// (never stored), so that it advances the moment a step is done — and shows no stale step from a cache. A page
// reads them once: its global state and the portal's checklist ask for the same dealer's (decision 0110).

const factsOf = (db: Db, dealerId: string) =>
  oncePerPage(`dealer-onboarding:${dealerId}`, () => onboardingFactsOf(db, dealerId))

/** The dealer's checklist (every member: the dashboard shows it until complete). */
export async function getOnboardingProgress(db: Db, actor: Actor | null, slug: string): Promise<OnboardingProgress> {
  const dealer = await dealerFor(db, actor, slug, 'dealer:read')
  return onboardingProgress(dealer.slug, await factsOf(db, dealer.id))
}

/**
 * The global state's `dealer_onboarding_progress` for a signed-in user: their first dealer's steps, null when they
 * are no dealer's member or its checklist is complete.
 */
export async function onboardingStateOf(db: Db, user: User | null) {
  const dealer = user?.memberships.find((m) => m.kind === 'dealer')
  if (!dealer) return null
  return onboardingProgressState(await factsOf(db, dealer.organizationId))
}
