// The site feature's public face (decision 0073): what other features may use.
export { trackEvent } from './track-event'
