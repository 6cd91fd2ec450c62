export * from './audit.constants'
export * from './audit-events.contract'
export * from './describe-audit-event'
