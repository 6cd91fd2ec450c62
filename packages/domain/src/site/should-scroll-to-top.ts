/**
 * SPEC §2: navigating to a new path scrolls to the top, unless only the hash changed or the user
 * went back (or forward) through history, where the browser's own position is kept.
 */
export function shouldScrollToTop(
  previous: { pathname: string; search: string },
  next: { pathname: string; search: string },
  navigationType: 'PUSH' | 'REPLACE' | 'POP',
): boolean {
  if (navigationType === 'POP') return false
  return previous.pathname !== next.pathname || previous.search !== next.search
}
