import type { TransactionFilters, TransactionListQuery } from '@shop/domain/ledger'
import type { z } from 'zod'

/**
 * A list's query read from a page's address with the API's own schema: a broken parameter in a shared link is
 * left out (and named in `ignored`) rather than an error page, as on the order list.
 */
export function readListQuery<Schema extends z.ZodObject>(
  params: URLSearchParams,
  schema: Schema,
): { query: z.output<Schema>; ignored: string[] } {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key)
    if (value) raw[key] = value
  }
  const ignored: string[] = []
  let parsed = schema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0])
      if (!ignored.includes(key)) ignored.push(key)
      delete raw[key]
    }
    parsed = schema.safeParse(raw)
  }
  return { query: parsed.success ? parsed.data : schema.parse({}), ignored }
}

/** The export's query of a list's: the same filters and order, without the page (the export is every page). */
export function exportQueryOf(query: TransactionListQuery): Partial<Record<keyof TransactionFilters, string>> {
  const { page: _page, per_page: _perPage, sort, ...filters } = query
  return { ...filters, ...(sort === '-created_at' ? {} : { sort }) }
}
