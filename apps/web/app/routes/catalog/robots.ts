import { paths } from '@shop/domain/paths'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/robots'

/** /robots.txt: everything public may be crawled except account and back-office areas; names the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(serverContext)
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /sign-up',
    '',
    `Sitemap: ${new URL(paths.sitemap(), publicUrl).href}`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
