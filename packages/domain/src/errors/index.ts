export * from './error-catalogue'
export * from './error-envelope.schema'
export * from './describe-api-error'
