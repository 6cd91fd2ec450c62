export * from './blog.constants'
export * from './blog.contract'
export * from './blog-post-state'
export * from './blog-slug-of'
