import { CATEGORY_SLUGS } from '@shop/domain/catalog'
import { paths } from '@shop/domain/paths'
import { answer, type Api } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { fetchListAll } from '../../features/catalog/api/catalog-api'
import { absoluteUrl } from '../../features/catalog/seo-meta'
import { vehicleHref } from '../../features/catalog/vehicle-href'
import type { Route } from './+types/sitemap'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

/** The blog's pages: published posts (a page of 100 at a time) and the bios of authors who have published. */
async function blogPages(api: Api): Promise<{ path: string; lastmod: string }[]> {
  const pages: { path: string; lastmod: string }[] = []
  for (let page = 1, pageCount = 1; page <= pageCount && page <= 50; page++) {
    const list = await answer(api.GET('/api/v1/blog-posts', { params: { query: { page, per_page: 100 } } }))
    pageCount = list.meta.pages
    if (page === 1 && list.data[0]) pages.push({ path: paths.blog(), lastmod: list.data[0].updated_at })
    for (const post of list.data) pages.push({ path: paths.blogPost(post.id, post.slug), lastmod: post.updated_at })
  }
  const bios = await answer(api.GET('/api/v1/bio'))
  for (const bio of bios.data)
    if (bio.posts > 0) pages.push({ path: paths.staffBio(bio.slug), lastmod: bio.updated_at })
  return pages
}

/**
 * /sitemap.xml: the catalog, its fixed pages, every make, model, engine and transmission page (from
 * list-all), so search engines find each vehicle page; and the blog's posts and authors.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverContext)
  const api = serverApi(context)
  const [list, blog] = await Promise.all([fetchListAll(api), blogPages(api)])
  const pages = new Set<string>([paths.home(), paths.catalog(), paths.allTunes(), paths.dyno(), paths.guide()])
  for (const slug of CATEGORY_SLUGS) pages.add(paths.category(slug))
  for (const entry of list.data) {
    pages.add(vehicleHref({ make: entry.make }))
    pages.add(vehicleHref({ make: entry.make, year: entry.year, model: entry.model }))
    pages.add(vehicleHref(entry))
    for (const transmission of entry.transmissions) pages.add(vehicleHref({ ...entry, transmission }))
  }
  const urls = [...pages].map((path) => `<url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></url>`)
  // The blog (issue 26 item 5): its index, every published post and every bio, each with its last change.
  for (const { path, lastmod } of blog) {
    urls.push(`<url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc><lastmod>${lastmod}</lastmod></url>`)
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
