export * from './admin-promotions.constants'
export * from './admin-promotions.contract'
export * from './sale-rules'
