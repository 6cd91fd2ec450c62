import type { SiteConfig } from '../site/site-config.schema'
import type { RegionId } from '../site/site.constants'

/**
 * The region a host serves: a configured region whose non-empty host prefix is the host's first
 * label (`eu.shop.example` → Europe), else the configured region with an empty prefix (the main
 * host), else unknown (`null`). Ports and letter case do not matter.
 */
export function regionOfHost(
  host: string | null | undefined,
  config: Pick<SiteConfig, 'regions' | 'regionDefinitions'>,
): RegionId | null {
  if (!host) return null
  const hostname = host.toLowerCase().replace(/:\d+$/, '')
  const firstLabel = hostname.split('.')[0] ?? ''
  const prefixed = config.regions.find((id) => {
    const prefix = config.regionDefinitions[id].hostPrefix
    return prefix !== '' && prefix === firstLabel && hostname.includes('.')
  })
  if (prefixed !== undefined) return prefixed
  return config.regions.find((id) => config.regionDefinitions[id].hostPrefix === '') ?? null
}
