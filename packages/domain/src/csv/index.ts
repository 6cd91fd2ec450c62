export * from './csv.constants'
export * from './csv-number'
export * from './csv-cell'
export * from './csv-row'
