// The footer's "open now" check, loaded when the footer comes near the screen (a chunk of its own, off the shell).
export { isWithinSupportHours } from '@shop/domain/support-hours'
