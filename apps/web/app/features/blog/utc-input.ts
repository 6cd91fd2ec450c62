/** The value of a `datetime-local` input showing an instant in UTC (`2026-03-01T09:30`). */
export function utcInputValue(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16)
}

/** The instant a `datetime-local` value means when read as UTC, or null when it is not a date and time. */
export function isoOfUtcInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
