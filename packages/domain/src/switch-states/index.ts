export * from './switch-states.schema'
export * from './switch-states.constants'
export * from './active-shortages'
export * from './switch-states.contract'
