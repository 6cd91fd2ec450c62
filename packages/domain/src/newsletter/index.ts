export * from './newsletter.constants'
export * from './newsletter.contract'
export * from './compose-dealer-digest'
