import { ConfigError, type Env } from '../../env'
import { createLocalGeocoder, type Geocoder } from './geocoder'
import { createPeliasGeocoder } from './pelias-geocoder'

/** The geocoder the settings name (decision 0029). */
export function createGeocoder(env: Pick<Env, 'GEOCODER' | 'GEOCODER_URL' | 'GEOCODER_TOKEN'>): Geocoder {
  if (env.GEOCODER === 'local') return createLocalGeocoder()
  if (!env.GEOCODER_TOKEN) throw new ConfigError('GEOCODER_TOKEN: is needed with GEOCODER=pelias')
  return createPeliasGeocoder({ baseUrl: env.GEOCODER_URL, token: env.GEOCODER_TOKEN })
}
