/** A program's day (`2026-03-01`) as "Mar 1, 2026", the same on the server and in the browser. */
export function formatBetaDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** "Jan 12, 2026 – Mar 31, 2026", "From Feb 1, 2026", "Until …", or null when the program has no dates. */
export function betaRunOf(program: { starts_on: string | null; ends_on: string | null }): string | null {
  const { starts_on: starts, ends_on: ends } = program
  if (starts && ends) return `${formatBetaDay(starts)} – ${formatBetaDay(ends)}`
  if (starts) return `From ${formatBetaDay(starts)}`
  if (ends) return `Until ${formatBetaDay(ends)}`
  return null
}

/** "12 places left", "1 place left", "Full", or null without a limit. */
export function placesText(placesLeft: number | null): string | null {
  if (placesLeft === null) return null
  if (placesLeft === 0) return 'Full'
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`
}
