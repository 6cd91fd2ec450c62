// Tracking's public face beside `tracking.service.ts` (decision 0073): what other features may use.
export { visitorIdOf } from './visitor-cookie'
