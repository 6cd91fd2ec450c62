/** A code is usable when active and `now` is within its optional window (start inclusive, end exclusive). */
export function isDiscountCodeActive(
  code: { active: boolean; startsAt: string | null; endsAt: string | null },
  now: Date,
): boolean {
  const t = now.getTime()
  if (!code.active) return false
  if (code.startsAt !== null && Date.parse(code.startsAt) > t) return false
  if (code.endsAt !== null && Date.parse(code.endsAt) <= t) return false
  return true
}
