import { z } from 'zod'
import { paths } from '../paths/paths'

// Issue 25 item 6: after approval a dealer works through a checklist; the portal shows it until every step is
// done, and the global state's `dealer_onboarding_progress` carries it (null once complete).

export const ONBOARDING_STEPS = ['billing-info', 'member-invited', 'tools', 'branding', 'credit-purchase'] as const
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]

export const ONBOARDING_STEP_LABELS: Record<OnboardingStepKey, string> = {
  'billing-info': 'Set up billing information',
  'member-invited': 'Invite your first team member',
  tools: 'Choose the flash tools you own',
  branding: 'Add your logo and colours',
  'credit-purchase': 'Buy your first tune credits',
}

/** The portal tab where each step is done. */
const STEP_TABS: Record<OnboardingStepKey, string> = {
  'billing-info': 'settings',
  'member-invited': 'members',
  tools: 'settings',
  branding: 'branding',
  'credit-purchase': 'tune-credits',
}

/** What the database tells about a dealer, one fact per step. */
export type OnboardingFacts = Record<OnboardingStepKey, boolean>

export const OnboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEPS),
  label: z.string(),
  done: z.boolean(),
  href: z.string(),
})
export const OnboardingProgressSchema = z
  .object({
    steps: z.array(OnboardingStepSchema),
    done: z.number().int(),
    total: z.number().int(),
    complete: z.boolean(),
  })
  .meta({ id: 'DealerOnboardingProgress' })
export type OnboardingProgress = z.infer<typeof OnboardingProgressSchema>

/** The checklist of dealer `slug` from its facts, in the order a new dealer works through it. */
export function onboardingProgress(slug: string, facts: OnboardingFacts): OnboardingProgress {
  const steps = ONBOARDING_STEPS.map((key) => ({
    key,
    label: ONBOARDING_STEP_LABELS[key],
    done: facts[key],
    href: paths.dealer(slug, STEP_TABS[key]),
  }))
  const done = steps.filter((step) => step.done).length
  return { steps, done, total: steps.length, complete: done === steps.length }
}

/** The global state's `dealer_onboarding_progress`: each step's key and whether it is done; null once complete. */
export function onboardingProgressState(facts: OnboardingFacts): Record<OnboardingStepKey, boolean> | null {
  return ONBOARDING_STEPS.every((key) => facts[key]) ? null : { ...facts }
}
