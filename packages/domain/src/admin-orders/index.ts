export * from './admin-orders.constants'
export * from './admin-orders.contract'
export * from './order-number'
export * from './line-refund-minor'
