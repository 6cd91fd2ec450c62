import { describe, expect, it } from 'vitest'
import { catalogTuneSlug } from '../cart/catalog-tune-slug'
import { parseCatalogTuneSlug } from './parse-catalog-tune-slug'

describe('parseCatalogTuneSlug (decision 0047 slug read back, decision 0069)', () => {
  it('reads back what the cart writes', () => {
    const path = '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp'
    expect(parseCatalogTuneSlug(catalogTuneSlug(path, [12, 3]))).toEqual({ vehiclePath: path, tuneIds: [3, 12] })
  })

  it.each([
    'checkout-cable',
    'tune:',
    'tune::1',
    'tune:/catalog/a:',
    'tune:/catalog/a:1,x',
    'tune:/catalog/a:0',
    'tune:catalog:1',
  ])('%s is not a catalog tune', (slug) => {
    expect(parseCatalogTuneSlug(slug)).toBeNull()
  })
})
