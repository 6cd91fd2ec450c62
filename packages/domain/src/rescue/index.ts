export * from './rescue-session.schema'
export * from './promote-rescue-session'
export * from './tuning-ticket.schema'
export * from './rescue-session.contract'
