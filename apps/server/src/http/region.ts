import type { Context } from 'hono'
import { regionOfHost } from '@shop/domain/regions'
import { type RegionId, type SiteConfig } from '@shop/domain/site'
import type { AppEnv } from './app-env'

const byConfig = new WeakMap<SiteConfig, Map<string, RegionId | null>>()
/** Distinct hosts remembered per config; past it the memo starts over (made-up Host headers cannot grow it). */
const MAX_HOSTS = 256

/** `regionOfHost` remembered per host: it runs on every catalog request, also in the fast lanes. */
export function regionOfHostHeader(host: string | undefined, config: SiteConfig): RegionId | null {
  if (!host) return null
  let regions = byConfig.get(config)
  if (!regions) {
    regions = new Map()
    byConfig.set(config, regions)
  }
  let region = regions.get(host)
  if (region === undefined) {
    if (regions.size >= MAX_HOSTS) regions.clear()
    region = regionOfHost(host, config)
    regions.set(host, region)
  }
  return region
}

/** The host part of an absolute URL, without building a URL object. */
function hostOf(url: string): string {
  const start = url.indexOf('//') + 2
  const end = url.indexOf('/', start)
  return end === -1 ? url.slice(start) : url.slice(start, end)
}

/**
 * The region of the request's host (decision 0018, 0021). A page's in-process API calls carry the visitor's host
 * (server.ts), so a loader's call answers for the region the page is rendered for.
 */
export function regionOfRequest(c: Context<AppEnv>): RegionId | null {
  return regionOfUrl(c.req.url, c.get('deps').siteConfig)
}

/** The region of an absolute request URL's host. */
export function regionOfUrl(url: string, config: SiteConfig): RegionId | null {
  return regionOfHostHeader(hostOf(url), config)
}
