import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, startFakeServer, type FakeServer } from '../../../test/payment-fakes/fake-server'
import { createGeocoder } from './create-geocoder'
import { createLocalGeocoder } from './geocoder'
import { createPeliasGeocoder } from './pelias-geocoder'

const ADDRESS = {
  country_code: 'us',
  line1: '1200 Harbor Blvd',
  line2: 'Suite 4',
  city: 'Costa Mesa',
  state: 'California',
  postal_code: '92627',
}

describe('local geocoder (decision 0029)', () => {
  it('normalizes a known address and names the part it cannot resolve', async () => {
    const geocoder = createLocalGeocoder()
    expect(await geocoder.resolve(ADDRESS)).toEqual({ ok: true, country_code: 'US', state: 'CA', postal_code: '92627' })
    expect(await geocoder.resolve({ ...ADDRESS, postal_code: 'ABCDE' })).toEqual({ ok: false, field: 'postal_code' })
  })

  it('locates a postal code or a city it knows (the dealer locator), nothing else', async () => {
    const geocoder = createLocalGeocoder()
    expect(await geocoder.locate('89502')).toEqual({ latitude: 39.4986, longitude: -119.7783, label: 'Reno, NV 89502' })
    expect(await geocoder.locate('4410 Industrial Way, Reno NV 89502-1234')).toMatchObject({ label: 'Reno, NV 89502' })
    expect(await geocoder.locate('downtown denver')).toMatchObject({ label: 'Denver, CO' })
    expect(await geocoder.locate('99999')).toBeNull()
    expect(await geocoder.locate('Atlantis')).toBeNull()
  })
})

describe('Pelias geocoder against a local fake of its HTTP API', () => {
  let fake: FakeServer
  let confidence = 0.9
  let status = 200
  beforeAll(async () => {
    fake = await startFakeServer((request) => {
      if (request.url.pathname !== '/v1/search/structured') return json(404, {})
      if (request.url.searchParams.get('api_key') !== 'ge-test-token') return json(401, { error: 'bad key' })
      return json(status, {
        features:
          request.url.searchParams.get('locality') === 'Nowhere'
            ? []
            : [{ properties: { confidence, country_code: 'US' } }],
      })
    })
  })
  afterAll(() => fake.close())

  const geocoder = () => createPeliasGeocoder({ baseUrl: fake.url, token: 'ge-test-token' })

  it('asks the structured search with the {token} and the normalized fields', async () => {
    expect(await geocoder().resolve(ADDRESS)).toEqual({
      ok: true,
      country_code: 'US',
      state: 'CA',
      postal_code: '92627',
    })
    const asked = fake.requests.at(-1)!.url.searchParams
    expect(Object.fromEntries(asked)).toMatchObject({
      api_key: 'ge-test-token',
      address: '1200 Harbor Blvd Suite 4',
      locality: 'Costa Mesa',
      region: 'CA',
      postalcode: '92627',
      country: 'US',
    })
  })

  it('no match, a low-confidence match, a refused key or an unreachable service do not resolve', async () => {
    expect(await geocoder().resolve({ ...ADDRESS, city: 'Nowhere' })).toEqual({ ok: false, field: 'address' })
    confidence = 0.3
    expect((await geocoder().resolve(ADDRESS)).ok).toBe(false)
    confidence = 0.9
    expect((await createPeliasGeocoder({ baseUrl: fake.url, token: 'wrong' }).resolve(ADDRESS)).ok).toBe(false)
    status = 503
    expect((await geocoder().resolve(ADDRESS)).ok).toBe(false)
    status = 200
    expect((await createPeliasGeocoder({ baseUrl: 'http://127.0.0.1:9', token: 'x' }).resolve(ADDRESS)).ok).toBe(false)
  })

  it('a malformed address is refused locally without a request', async () => {
    const before = fake.requests.length
    expect(await geocoder().resolve({ ...ADDRESS, state: 'Narnia' })).toEqual({ ok: false, field: 'state' })
    expect(fake.requests.length).toBe(before)
  })

  it('GEOCODER=pelias needs a token', () => {
    expect(() => createGeocoder({ GEOCODER: 'pelias', GEOCODER_URL: fake.url, GEOCODER_TOKEN: undefined })).toThrow(
      'GEOCODER_TOKEN',
    )
    expect(createGeocoder({ GEOCODER: 'local', GEOCODER_URL: fake.url, GEOCODER_TOKEN: undefined }).name).toBe('local')
  })
})
