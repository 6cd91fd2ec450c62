import {
  MetricsQuerySchema,
  resolveMetricsRange,
  utcDay,
  type MetricsBucket,
  type MetricsQuery,
} from '@shop/domain/admin-metrics'

const KEYS = ['from', 'to', 'bucket'] as const

/**
 * The range and grouping a metrics screen's address asks for (decision 0095). A value the API would refuse (not a
 * date, an end before the start, more than a year) is left out and named in `ignored`, so a broken shared link
 * shows the default range rather than an error page.
 */
export function readMetricsQuery(url: URL, today = utcDay(new Date())): { query: MetricsQuery; ignored: string[] } {
  const raw: Record<string, string> = {}
  for (const key of KEYS) {
    const value = url.searchParams.get(key)
    if (value) raw[key] = value
  }
  const ignored: string[] = []
  let parsed = MetricsQuerySchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0])
      if (!ignored.includes(key)) ignored.push(key)
      delete raw[key]
    }
    parsed = MetricsQuerySchema.safeParse(raw)
  }
  const query: MetricsQuery = parsed.success ? parsed.data : {}
  if (!resolveMetricsRange(query, today).ok) {
    for (const key of ['from', 'to'] as const) if (query[key] && !ignored.includes(key)) ignored.push(key)
    return { query: query.bucket ? { bucket: query.bucket } : {}, ignored }
  }
  return { query, ignored }
}

/** The query of a screen's link to the same range (presets, the other metrics screens). */
export const rangeQuery = (range: { from: string; to: string; bucket?: MetricsBucket }) => ({
  from: range.from,
  to: range.to,
  bucket: range.bucket,
})
