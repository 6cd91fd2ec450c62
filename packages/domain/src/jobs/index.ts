export * from './jobs.contract'
