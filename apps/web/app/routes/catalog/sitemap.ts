import { CATEGORY_SLUGS } from '@shop/domain/catalog'
import { paths } from '@shop/domain/paths'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import { fetchListAll } from '../../features/catalog/api/catalog-api'
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
  const pages = new Set<string>([paths.home(), paths.catalog(), paths.allTunes(), paths.dyno(), paths.guide()])
  for (const slug of CATEGORY_SLUGS) pages.add(paths.category(slug))
  for (const entry of list.data) {
    pages.add(vehicleHref({ make: entry.make }))
    pages.add(vehicleHref({ make: entry.make, year: entry.year, model: entry.model }))
    pages.add(vehicleHref(entry))
    for (const transmission of entry.transmissions) pages.add(vehicleHref({ ...entry, transmission }))
  }
  const urls = [...pages].map((path) => `<url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></url>`)
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
