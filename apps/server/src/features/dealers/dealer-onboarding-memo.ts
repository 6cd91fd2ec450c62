import type { OnboardingFacts } from '@shop/domain/dealers'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../../db/client'
import { onboardingFactsOf } from './dealer-onboarding.repository'

// Decision 0110: the global state carries the dealer's onboarding checklist, so every page a dealer's member opens
// asked for it, and the portal's dashboard asked again. The facts are remembered for a moment per dealer, a read
// in flight shared. Any write through this process's API forgets them all, so a step done here shows done on the
// next page; another process (or a background job) is seen within REMEMBER_MS.

const REMEMBER_MS = 2_000
const MAX_DEALERS = 1_000
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

type Remembered = { facts: Promise<OnboardingFacts>; until: number }

let factsByDb = new WeakMap<Db, Map<string, Remembered>>()

/** The dealer's onboarding facts, read at most once per REMEMBER_MS (and never twice at once) per database. */
export function onboardingFactsRemembered(db: Db, dealerId: string, now = Date.now()): Promise<OnboardingFacts> {
  let byDealer = factsByDb.get(db)
  if (!byDealer) factsByDb.set(db, (byDealer = new Map()))
  const remembered = byDealer.get(dealerId)
  if (remembered && remembered.until > now) return remembered.facts
  const facts = onboardingFactsOf(db, dealerId)
  if (byDealer.size >= MAX_DEALERS) byDealer.delete(byDealer.keys().next().value!)
  byDealer.delete(dealerId)
  byDealer.set(dealerId, { facts, until: now + REMEMBER_MS })
  const forget = byDealer
  // A failed read is not kept: the next page reads again.
  facts.catch(() => {
    if (forget.get(dealerId)?.facts === facts) forget.delete(dealerId)
  })
  return facts
}

/** Forgets every remembered checklist (a new map: a read still in flight is stored in the old one). */
export function forgetOnboardingFacts() {
  factsByDb = new WeakMap()
}

/** After a write through the API answers, the checklists are read again. */
export const freshOnboardingAfterWrites: MiddlewareHandler = async (c, next) => {
  await next()
  if (!SAFE_METHODS.has(c.req.method)) forgetOnboardingFacts()
}
