export * from './catalog.constants'
export * from './catalog.schema'
