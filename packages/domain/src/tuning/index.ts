export * from './tune-request.schema'
export * from './transition-tune-request'
