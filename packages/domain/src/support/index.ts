export * from './support.constants'
export * from './support.contract'
