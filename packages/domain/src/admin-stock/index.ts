export * from './admin-stock.constants'
export * from './admin-stock.contract'
export * from './admin-stock-state-of'
export * from './stock-delta-of'
