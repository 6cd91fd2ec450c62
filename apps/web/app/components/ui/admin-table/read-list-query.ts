import type { z } from 'zod'

/**
 * A back-office list's query read from the page's address (decision 0088): the keys its contract knows, parsed by it.
 * A broken parameter in a shared link is left out, and named in `ignored`, rather than answered with an error page.
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
