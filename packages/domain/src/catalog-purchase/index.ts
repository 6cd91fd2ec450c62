export * from './catalog-purchase.constants'
export * from './catalog-purchase.schema'
export * from './estimate-catalog-purchase'
export * from './image-type-of'
