import { describe, expect, it } from 'vitest'
import { parseSiteConfig, withSellerOverrides } from './site-config'

describe('the seller an invoice names (decision 0069)', () => {
  it('has demo defaults and the brand colour without a configuration', () => {
    const config = parseSiteConfig({})
    expect(config.seller.legalName).toBe('TuneShop Performance LLC')
    expect(config.seller.address.length).toBeGreaterThan(0)
    expect(config.seller.taxNumber).not.toBe('')
    expect(config.brandColor).toBe('#b81d1d')
  })

  it('takes the SELLER_* variables over the file, the address split on |', () => {
    const config = parseSiteConfig({ seller: { legalName: 'File GmbH', taxNumber: 'DE1' } })
    const merged = withSellerOverrides(config, {
      SELLER_LEGAL_NAME: 'Env Ltd',
      SELLER_ADDRESS: ' 1 High St | London  |UK ',
      SELLER_TAX_NUMBER: undefined,
    })
    expect(merged.seller).toEqual({ legalName: 'Env Ltd', address: ['1 High St', 'London', 'UK'], taxNumber: 'DE1' })
  })

  it('refuses a colour that is not #rrggbb, naming the field', () => {
    expect(() => parseSiteConfig({ brandColor: 'red' })).toThrow(/brandColor/)
  })
})
