export * from './trade-ins.contract'
