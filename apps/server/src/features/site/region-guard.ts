import type { MiddlewareHandler } from 'hono'
import { KNOWN_ERROR_HEADER, ERROR_TEXTS } from '@shop/domain/errors'
import { REGION_HEADER, REGION_MISMATCH_CODE, regionOfHost } from '@shop/domain/regions'
import { REGION_IDS, type RegionId } from '@shop/domain/site'
import type { AppEnv } from '../../http/app-env'
import { AppError } from '../../http/app-error'

const isRegionId = (value: number): value is RegionId => (REGION_IDS as readonly number[]).includes(value)

/**
 * SPEC §8 421 (docs/decisions/0018): a call belongs to the other region when the browser says, in
 * `X-Region`, that its page came from one region's host while this host serves another (a tab left
 * open across a region switch, a cached page, a client pointed at the wrong host). Prices, currency
 * and catalog differ per region, so it is refused with the known-error header and a message the
 * client shows. Calls without the header, and hosts of no known region, pass.
 */
export const regionGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claimed = c.req.header(REGION_HEADER)
  if (claimed === undefined) return next()
  const claimedId = Number(claimed)
  if (!isRegionId(claimedId)) {
    throw new AppError(400, 'bad_request', ERROR_TEXTS.regionHeaderInvalid(REGION_HEADER, REGION_IDS))
  }
  const { siteConfig } = c.get('deps')
  const hostRegion = regionOfHost(new URL(c.req.url).host, siteConfig)
  if (hostRegion === null || hostRegion === claimedId || !siteConfig.regions.includes(claimedId)) return next()
  const page = siteConfig.regionDefinitions[claimedId].catalogName
  const here = siteConfig.regionDefinitions[hostRegion].catalogName
  throw new AppError(421, REGION_MISMATCH_CODE, ERROR_TEXTS.regionMismatch(page, here), undefined, {
    [KNOWN_ERROR_HEADER]: REGION_MISMATCH_CODE,
  })
}
