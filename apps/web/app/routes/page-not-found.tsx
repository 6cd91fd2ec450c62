import { data } from 'react-router'
import { ErrorPage } from '../components/ui/error-page'
import { pageTitle } from '../lib/page-title'
import type { Route } from './+types/page-not-found'

/** /page-not-found: the same 404 page, with HTTP status 404 (SPEC §2). */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Page not found') },
  { name: 'robots', content: 'noindex' },
]

export default function PageNotFound() {
  return <ErrorPage kind="not-found" />
}
