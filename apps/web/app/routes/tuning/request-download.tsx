import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'
import type { Route } from './+types/request-download'

/** SPEC §2: /tuning/request/{id}/download redirects to the request's status page (where downloads live). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(paths.tuneRequest(params.id), 301)
}

export default function RequestDownload() {
  return null
}
