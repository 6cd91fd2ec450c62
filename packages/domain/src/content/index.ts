export * from './content.contract'
