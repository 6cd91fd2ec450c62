export * from './admin-products.constants'
export * from './admin-products.contract'
export * from './describe-product-changes'
