export * from './paths'
