export * from './is-within-support-hours'
export * from './describe-support-hours'
export * from './support-clock'
