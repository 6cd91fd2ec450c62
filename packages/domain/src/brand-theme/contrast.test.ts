import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contrastRatio, formatRatio, hexOf, relativeLuminance, rgbOf } from './contrast'

const color = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => hexOf({ r, g, b }))

describe('WCAG 2.x contrast', () => {
  it('black and white are 21:1, a colour with itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#b81d1d', '#b81d1d')).toBe(1)
  })

  it('known pairs: the shop red with white is 6.5:1, WCAG grey #767676 on white 4.54:1', () => {
    expect(contrastRatio('#ffffff', '#b81d1d')).toBeCloseTo(6.5, 1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('is symmetric and within [1, 21]', () => {
    fc.assert(
      fc.property(color, color, (a, b) => {
        const ratio = contrastRatio(a, b)
        expect(ratio).toBe(contrastRatio(b, a))
        expect(ratio).toBeGreaterThanOrEqual(1)
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9)
      }),
    )
  })

  it('luminance is within [0, 1] and upper or lower case makes no difference', () => {
    fc.assert(
      fc.property(color, (hex) => {
        const luminance = relativeLuminance(hex)
        expect(luminance).toBeGreaterThanOrEqual(0)
        expect(luminance).toBeLessThanOrEqual(1)
        expect(relativeLuminance(hex.toUpperCase())).toBe(luminance)
      }),
    )
  })

  it('no colour has more contrast with white than black has, nor with black than white has', () => {
    fc.assert(
      fc.property(color, (hex) => {
        expect(contrastRatio(hex, '#ffffff') + contrastRatio(hex, '#000000')).toBeGreaterThan(1)
        expect(Math.max(contrastRatio(hex, '#ffffff'), contrastRatio(hex, '#000000'))).toBeGreaterThanOrEqual(
          Math.sqrt(21) - 1e-9,
        )
      }),
    )
  })

  it('hex round-trips through its channels', () => {
    fc.assert(
      fc.property(color, (hex) => {
        expect(hexOf(rgbOf(hex))).toBe(hex)
      }),
    )
  })

  it('a ratio is cut, never rounded up to pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1')
    expect(formatRatio(21)).toBe('21.00:1')
  })

  it('refuses what is not #rrggbb', () => {
    expect(() => rgbOf('red')).toThrow()
    expect(() => rgbOf('#fff')).toThrow()
  })
})
