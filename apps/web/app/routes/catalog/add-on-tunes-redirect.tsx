import { parseVehiclePath } from '@shop/domain/catalog'
import { data, redirect } from 'react-router'
import type { Route } from './+types/add-on-tunes-redirect'

/** SPEC §2: a vehicle path with a trailing {addOnTunes} segment redirects (permanently) to the path without it. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const parsed = parseVehiclePath(url.pathname)
  if ('redirectTo' in parsed) return redirect(`${parsed.redirectTo}${url.search}`, 301)
  throw data(null, { status: 404 })
}
