// The store's public face beside `store.service.ts` (decision 0073): what other features may use.
export { currentPromotions, dealerDisplayCurrency, invalidateStore } from './store-cache'
export { setDealerDisplayCurrency } from './store-back-office.service'
