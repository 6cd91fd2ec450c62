import { z } from '@hono/zod-openapi'

/** PostgreSQL `integer` ids: a larger number is no id of ours, and would fail in the query (a 500; decision 0064). */
export const MAX_ID = 2_147_483_647

/** The `{id}` path parameter of every operation on a numbered object. */
export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'id', in: 'path' } }),
})
