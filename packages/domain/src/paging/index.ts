export * from './page-query.schema'
