import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paths } from '../paths/paths'
import {
  ONBOARDING_STEPS,
  onboardingProgress,
  onboardingProgressState,
  type OnboardingFacts,
} from './onboarding-progress'

const none: OnboardingFacts = {
  'billing-info': false,
  'member-invited': false,
  tools: false,
  branding: false,
  'credit-purchase': false,
}
const facts = fc.record(
  Object.fromEntries(ONBOARDING_STEPS.map((key) => [key, fc.boolean()])) as {
    [K in keyof OnboardingFacts]: fc.Arbitrary<boolean>
  },
)

describe('a dealer’s onboarding checklist (issue 25 item 6)', () => {
  it('lists the five steps in order, each linking to the portal tab where it is done', () => {
    const progress = onboardingProgress('redline-performance', { ...none, 'billing-info': true })
    expect(progress.steps.map((step) => step.key)).toEqual([
      'billing-info',
      'member-invited',
      'tools',
      'branding',
      'credit-purchase',
    ])
    expect(progress.steps[0]).toEqual({
      key: 'billing-info',
      label: 'Set up billing information',
      done: true,
      href: paths.dealer('redline-performance', 'settings'),
    })
    expect(progress.steps[4]!.href).toBe(paths.dealer('redline-performance', 'tune-credits'))
    expect(progress).toMatchObject({ done: 1, total: 5, complete: false })
  })

  it('counts the steps done and is complete exactly when all are', () => {
    fc.assert(
      fc.property(facts, (given) => {
        const progress = onboardingProgress('a-dealer', given)
        const expected = Object.values(given).filter(Boolean).length
        expect(progress.done).toBe(expected)
        expect(progress.complete).toBe(expected === 5)
        expect(progress.steps.every((step) => step.done === given[step.key])).toBe(true)
      }),
    )
  })

  it('gives the global state each step’s state until the checklist is complete, then null', () => {
    expect(onboardingProgressState(none)).toEqual(none)
    fc.assert(
      fc.property(facts, (given) => {
        const state = onboardingProgressState(given)
        if (Object.values(given).every(Boolean)) expect(state).toBeNull()
        else expect(state).toEqual(given)
      }),
    )
  })
})
