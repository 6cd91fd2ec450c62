// The ticket system's front door for the other features (every way into a ticket writes through the store).
export * from './ticket-store'
export * from './ticket-link'
export * from './ticket-files'
