import { ErrorPage } from '../components/ui/error-page'
import { pageTitle } from '../lib/page-title'
import type { Route } from './+types/forbidden'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'No access') },
  { name: 'robots', content: 'noindex' },
]

/** Where a logged-in user lands on a page their account may not open (SPEC §2). */
export default function Forbidden() {
  return <ErrorPage kind="forbidden" />
}
