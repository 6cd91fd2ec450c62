import { z } from 'zod'

/** SPEC §5: listing pages use a 1-based page param. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})
export type PageMeta = z.infer<typeof pageMetaSchema>

/** The offset and page meta for a 1-based page of `total` rows. */
export function pageWindow(query: PageQuery, total: number): { offset: number; limit: number; meta: PageMeta } {
  return {
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
    meta: { page: query.page, per_page: query.per_page, total, pages: Math.max(1, Math.ceil(total / query.per_page)) },
  }
}
