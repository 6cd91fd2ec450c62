// The dealers feature's public face (issue 25): what other features may use.
export { onboardingStateOf } from './dealer-onboarding.service'
