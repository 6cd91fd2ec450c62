export * from './unit-conversions'
export * from './air-fuel-ratio'
export * from './reading'
