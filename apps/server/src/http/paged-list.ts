import { z } from '@hono/zod-openapi'
import { can, type Actor } from '@shop/domain/accounts'
import { pageMetaSchema, PageQuerySchema } from '@shop/domain/paging'
import { forbidden } from './app-error'

/**
 * The query of a "mine, or everyone's for staff" list (decision 0008): a 1-based `page`, `per_page` ≤ 100 and
 * `scope=own|all`.
 */
export const OwnOrAllPageQuery = z.object({
  ...PageQuerySchema.shape,
  scope: z.enum(['own', 'all']).default('own'),
})
export type OwnOrAllQuery = z.infer<typeof OwnOrAllPageQuery>

/** One page of a list: its rows and `meta { page, per_page, total, pages }`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema })

/**
 * Whose rows an own-or-all list shows: the caller's (their id) or, with `scope=all`, everyone's (`null`), which
 * only staff may ask for (PERMISSIONS.md, the back office); anyone else asking for all is refused with 403.
 */
export function listOwnerOf(actor: Actor, scope: OwnOrAllQuery['scope']): string | null {
  if (scope === 'own') return actor.id
  if (!can(actor, 'back-office:enter')) throw forbidden()
  return null
}
