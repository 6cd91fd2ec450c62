import type { SiteConfig } from '../site/site-config.schema'
import type { RegionId } from '../site/site.constants'

/**
 * The host of `target`'s catalog seen from `host` (of region `current`): the current region's prefix
 * comes off, the target's goes on (`shop.example` → `eu.shop.example` and back). The port is kept.
 */
export function hostForRegion(
  host: string,
  current: RegionId,
  target: RegionId,
  config: Pick<SiteConfig, 'regionDefinitions'>,
): string {
  const currentPrefix = config.regionDefinitions[current].hostPrefix
  const targetPrefix = config.regionDefinitions[target].hostPrefix
  const lower = host.toLowerCase()
  const base = currentPrefix && lower.startsWith(`${currentPrefix}.`) ? lower.slice(currentPrefix.length + 1) : lower
  return targetPrefix ? `${targetPrefix}.${base}` : base
}
