// The checkout's public face beside `checkout.service.ts` (decision 0073): what other features may use.
export { updateOrderTracking } from './orders.service'
