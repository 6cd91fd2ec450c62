export * from './ticket.constants'
export * from './ticket-validity'
export * from './ticket-thread'
