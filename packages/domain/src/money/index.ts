export * from './money.schema'
export * from './minor-units-of'
export * from './format-money'
