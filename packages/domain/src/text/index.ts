export * from './storable-text'
