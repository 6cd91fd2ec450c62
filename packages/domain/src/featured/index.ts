export * from './featured.contract'
