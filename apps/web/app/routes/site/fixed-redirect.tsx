import { paths } from '@shop/domain/paths'
import { DEALER_BLOG_TARGET, ELECTRIC_CAR_MODULE_REDIRECTS } from '@shop/domain/site'
import { data, redirect } from 'react-router'
import type { Route } from './+types/fixed-redirect'

const TARGETS: Record<string, string> = {
  [paths.dealerBlog()]: DEALER_BLOG_TARGET,
  ...Object.fromEntries(Object.entries(ELECTRIC_CAR_MODULE_REDIRECTS).map(([path, target]) => [`/${path}`, target])),
}

/** SPEC §2: /dealer-blog → the blog filtered by tag Dealer; the electric-car module paths → their products. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '')
  const target = TARGETS[path]
  if (!target) throw data(null, { status: 404 })
  return redirect(target, 301)
}

export default function FixedRedirect() {
  return null
}
