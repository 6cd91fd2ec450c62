import { BLOG_TAGS, type BlogTag } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { data } from 'react-router'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/blog-feed'

/** /blog/rss.xml and /blog/atom.xml: the API's feed (SPEC §7 blog-posts), as the XML document; `?tag=` filters it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const format = url.pathname.endsWith(paths.blogAtom()) ? 'atom' : 'rss'
  const rawTag = url.searchParams.get('tag')
  if (rawTag !== null && !BLOG_TAGS.includes(rawTag as BlogTag)) throw data(null, { status: 404 })
  const { data: xml, response } = await serverApi(context).GET('/api/v1/blog-feed/{format}', {
    params: { path: { format }, query: { tag: (rawTag as BlogTag | null) ?? undefined } },
    parseAs: 'text',
  })
  if (!response.ok || typeof xml !== 'string') throw data(null, { status: response.status === 422 ? 404 : 502 })
  return new Response(xml, {
    headers: {
      'Content-Type': `application/${format}+xml; charset=utf-8`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
