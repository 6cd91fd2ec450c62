import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dealerSlugFrom } from './dealer-slug'
import { DealerSlugSchema } from '../dealers/dealer.contract'
import { documentTypeOf } from './document-type-of'
import { dealerToolPrice } from './dealer-tool-price'
import { formatDistance } from './distance'
import { DealersNearbyQuerySchema } from './dealer-applications.contract'

describe('dealerSlugFrom', () => {
  it('makes a portal slug of a company name', () => {
    expect(dealerSlugFrom('Redline Performance')).toBe('redline-performance')
    expect(dealerSlugFrom('  Müller & Söhne Tuning GmbH ')).toBe('muller-and-sohne-tuning-gmbh')
    expect(dealerSlugFrom('***')).toBe('dealer')
  })

  it('takes the first free of slug, slug-2, slug-3…', () => {
    const taken = new Set(['redline-performance', 'redline-performance-2'])
    expect(dealerSlugFrom('Redline Performance', (slug) => taken.has(slug))).toBe('redline-performance-3')
  })

  it('is always a slug the portal’s address accepts, and never a taken one', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
        (name, extra) => {
          const taken = new Set([dealerSlugFrom(name), ...extra])
          const slug = dealerSlugFrom(name, (candidate) => taken.has(candidate))
          expect(DealerSlugSchema.safeParse(slug).success).toBe(true)
          expect(taken.has(slug)).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('documentTypeOf', () => {
  const bytes = (...values: number[]) => new Uint8Array(values)
  it('knows PDF, JPEG and PNG by their first bytes, nothing else', () => {
    expect(documentTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf')
    expect(documentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(documentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png')
    expect(documentTypeOf(new TextEncoder().encode('MZ\x90'))).toBeNull()
    expect(documentTypeOf(new TextEncoder().encode('%PD'))).toBeNull()
    expect(documentTypeOf(bytes())).toBeNull()
  })
})

describe('dealerToolPrice', () => {
  it('takes the tier’s discount off and rounds down to a whole unit', () => {
    expect(dealerToolPrice(549_00)).toBe(439_00)
    expect(dealerToolPrice(549_00, 'preferred')).toBe(411_00)
    expect(dealerToolPrice(0)).toBe(0)
  })

  it('is never above the retail price nor below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('standard', 'preferred', 'elite'),
        (retail, tier) => {
          const price = dealerToolPrice(retail, tier as 'standard')
          expect(price).toBeGreaterThanOrEqual(0)
          expect(price).toBeLessThanOrEqual(retail)
          expect(price % 100).toBe(0)
        },
      ),
    )
  })
})

describe('the locator’s words', () => {
  it('reads distances in miles in North America and kilometres elsewhere', () => {
    expect(formatDistance(0.3, 'mi')).toBe('0.2 mi')
    expect(formatDistance(186.2, 'mi')).toBe('116 mi')
    expect(formatDistance(1264.6, 'km')).toBe('1,265 km')
  })

  it('takes a postal code or an address, not nonsense', () => {
    expect(DealersNearbyQuerySchema.safeParse({ q: '89502' }).success).toBe(true)
    expect(DealersNearbyQuerySchema.safeParse({ q: 'Reno, NV' }).success).toBe(true)
    for (const q of ['', '  ', '!!!', 'x'.repeat(201)])
      expect(DealersNearbyQuerySchema.safeParse({ q }).success).toBe(false)
  })
})
