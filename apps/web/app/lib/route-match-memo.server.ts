import type { EntryContext } from 'react-router'

type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: unknown }
type MatchFn = (location: unknown) => Match[] | null | undefined

const memos = new WeakMap<MatchFn, MatchFn>()
/** Paths remembered per route table: the catalog's vehicle prefixes are a few thousand; past this it starts over. */
const MAX_PATHS = 5_000

/**
 * Remembers the route matches of the paths `<Scripts />` matches on every server render (decision 0055). With lazy
 * route discovery, React Router's `getPartialManifest` matches the page's path and each of its prefixes ("/",
 * "/catalog", "/catalog/audi", …) against all of the site's route branches, five matches for a vehicle page: an
 * eighth of a logged-in vehicle page's render time. The answers depend on the path and the route table only, and the
 * route table is fixed per server build, so they are kept per path. It works through the render's private `_match`
 * (the static handler's matcher, the same function for every request of a build): when a React Router upgrade
 * drops it, this does nothing and the render matches as before.
 */
export function rememberRouteMatches(context: EntryContext): void {
  const handlerContext = context.staticHandlerContext as unknown as { _match?: MatchFn }
  const match = handlerContext._match
  if (typeof match !== 'function') return
  let memo = memos.get(match)
  if (!memo) {
    const known = new Map<string, Match[] | null>()
    memo = (location) => {
      if (typeof location !== 'string') return match(location)
      let matches = known.get(location)
      if (matches === undefined) {
        matches = match(location) ?? null
        if (known.size >= MAX_PATHS) known.clear()
        known.set(location, matches)
      }
      // Each caller gets its own match objects and params, as from the matcher itself.
      return matches?.map((one) => ({ ...one, params: { ...one.params } })) ?? null
    }
    memos.set(match, memo)
    memos.set(memo, memo)
  }
  handlerContext._match = memo
}
