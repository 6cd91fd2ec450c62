export * from './admin-metrics.constants'
export * from './admin-metrics.contract'
export * from './metrics-range'
