export * from './countries.constants'
export * from './list-countries'
export * from './countries.contract'
