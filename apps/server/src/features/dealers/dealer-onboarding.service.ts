import type { Actor, User } from '@shop/domain/accounts'
import { onboardingProgress, onboardingProgressState, type OnboardingProgress } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import { dealerFor } from './dealer-access'
import { onboardingFactsRemembered } from './dealer-onboarding-memo'

// Issue 25 item 6: the checklist a dealer works through after approval, computed from what the database holds
// (never stored), remembered for a moment and forgotten by any write of this process (decision 0110), so that it
// advances the moment a step is done.

const factsOf = onboardingFactsRemembered

/** The dealer's checklist (every member: the dashboard shows it until complete). */
export async function getOnboardingProgress(db: Db, actor: Actor | null, slug: string): Promise<OnboardingProgress> {
  return onboardingOf(db, await dealerFor(db, actor, slug, 'dealer:read'))
}

/** A dealer's checklist, for a dealer the asker may read (the dashboard carries it too). */
export async function onboardingOf(db: Db, dealer: { id: string; slug: string }): Promise<OnboardingProgress> {
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
