export * from './countries.constants'
export * from './list-countries'
