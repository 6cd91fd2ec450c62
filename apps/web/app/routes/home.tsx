import { pageTitle } from '../lib/page-title'
import { useSiteConfig } from '../lib/ui-state'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches) }]

export default function Home() {
  const site = useSiteConfig()
  return (
    <section className="ts-container">
      <h1>{site.brandName}</h1>
      <p>{site.tagline}</p>
    </section>
  )
}
