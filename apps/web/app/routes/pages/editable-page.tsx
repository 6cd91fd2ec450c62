import { FAQ_PAGE_SLUG, RENTAL_TOOL_PAGE_SLUGS, pageKeyOf } from '@shop/domain/pages'
import { data } from 'react-router'
import { FaqSections } from '../../features/pages/faq-sections'
import { PageView } from '../../features/pages/page-view'
import { RentalToolList } from '../../features/pages/rental-tool-list'
import { ToolChartView } from '../../features/pages/tool-chart-view'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { chosenCurrencyOf } from '../../lib/display-currency'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/editable-page'

/**
 * THE route of the shop's content pages (issue 26 item 4, decision 0115): the 17 static pages of SPEC §2, the
 * legal pages, the FAQ, branding, the tool pages and `/tcc/{id}/`. The page is the path (`/fz/guide` is the page
 * `fz/guide`); a page that does not exist is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = serverApi(context)
  const currency = chosenCurrencyOf(request.headers.get('cookie')) ?? undefined
  if ('id' in params) {
    // A tool's chart: any id the API does not know (or that is no number) is the 404 page.
    const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null
    if (id === null) throw data(null, { status: 404 })
    const chart = await answerOrNotFound(api.GET('/api/v1/tcc/{id}', { params: { path: { id }, query: { currency } } }))
    return { kind: 'chart' as const, chart }
  }
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  const page = await answerOrNotFound(
    api.GET('/api/v1/editable-pages/{slug}', { params: { path: { slug: pageKeyOf(slug) } } }),
  )
  if (RENTAL_TOOL_PAGE_SLUGS.includes(slug)) {
    const tools = await answer(api.GET('/api/v1/ecu/tools', { params: { query: { currency } } }))
    return { kind: 'rental' as const, page, tools: tools.data.filter((tool) => tool.is_rentable && tool.rent_price) }
  }
  return { kind: slug === FAQ_PAGE_SLUG ? ('faq' as const) : ('page' as const), page }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  if (loaderData.kind === 'chart') {
    const { tool, page } = loaderData.chart
    return [
      { title: pageTitle(matches, page?.title ?? `${tool.name} compatibility chart`) },
      {
        name: 'description',
        content: page?.description ?? `The vehicles and engines the ${tool.name} flashes, and where it cannot be used.`,
      },
    ]
  }
  return [
    { title: pageTitle(matches, loaderData.page.title) },
    { name: 'description', content: loaderData.page.description },
    { property: 'og:title', content: loaderData.page.title },
    { property: 'og:description', content: loaderData.page.description },
  ]
}

export default function EditablePage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'chart':
      return <ToolChartView chart={loaderData.chart} />
    case 'faq':
      return (
        <PageView page={loaderData.page} html={false}>
          <FaqSections groups={loaderData.page.faq ?? []} />
        </PageView>
      )
    case 'rental':
      return (
        <PageView page={loaderData.page}>
          <RentalToolList tools={loaderData.tools} />
        </PageView>
      )
    default:
      return <PageView page={loaderData.page} />
  }
}
