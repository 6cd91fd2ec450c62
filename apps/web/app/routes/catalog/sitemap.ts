import { CATEGORY_SLUGS } from '@shop/domain/catalog'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { fetchListAll } from '../../features/catalog/catalog-api'
import { absoluteUrl } from '../../features/catalog/seo-meta'
import { vehicleHref } from '../../features/catalog/vehicle-href'
import type { Route } from './+types/sitemap'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

/**
 * /sitemap.xml: the catalog, its fixed pages, every make, model, engine and transmission page (from
 * list-all), so search engines find each vehicle page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverContext)
  const list = await fetchListAll(serverApi(context))
  const paths = new Set<string>(['/', '/catalog', '/catalog/all-tunes', '/dyno/', '/guide'])
  for (const slug of CATEGORY_SLUGS) paths.add(`/catalog/${slug}`)
  for (const entry of list.data) {
    paths.add(vehicleHref({ make: entry.make }))
    paths.add(vehicleHref({ make: entry.make, year: entry.year, model: entry.model }))
    paths.add(vehicleHref(entry))
    for (const transmission of entry.transmissions) paths.add(vehicleHref({ ...entry, transmission }))
  }
  const urls = [...paths].map((path) => `<url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></url>`)
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
