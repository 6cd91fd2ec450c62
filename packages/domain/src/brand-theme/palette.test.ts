import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIMARY, DEFAULT_PRIMARY_PALETTE } from './brand-theme.constants'
import { hexOf, HEX_COLOR, relativeLuminance } from './contrast'
import { BASE_SHADE, paletteOf } from './palette'
import { themeCssRule, themeCssVariables, themePaletteOf } from './theme-palette'

const color = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => hexOf({ r, g, b }))

describe('the palette of a base colour (Mantine: ten shades, the base at 7)', () => {
  it('has ten #rrggbb shades with the base, in lower case, at shade 7', () => {
    fc.assert(
      fc.property(color, fc.boolean(), (hex, upper) => {
        const palette = paletteOf(upper ? hex.toUpperCase() : hex)
        expect(palette).toHaveLength(10)
        expect(palette[BASE_SHADE]).toBe(hex)
        for (const shade of palette) expect(shade).toMatch(HEX_COLOR)
      }),
    )
  })

  it('goes from light to dark: no shade is lighter than the one before it', () => {
    fc.assert(
      fc.property(color, (hex) => {
        const luminances = paletteOf(hex).map(relativeLuminance)
        for (let i = 1; i < luminances.length; i++) {
          expect(luminances[i]!).toBeLessThanOrEqual(luminances[i - 1]! + 1e-12)
        }
      }),
    )
  })

  it('the default primary keeps its hand-drawn palette; any other is generated', () => {
    expect(themePaletteOf(DEFAULT_PRIMARY)).toBe(DEFAULT_PRIMARY_PALETTE)
    expect(themePaletteOf('#B81D1D')).toBe(DEFAULT_PRIMARY_PALETTE)
    expect(themePaletteOf('#1d4ed8')).toEqual(paletteOf('#1d4ed8'))
    // The generated one comes close to the hand-drawn one for the same red.
    expect(paletteOf(DEFAULT_PRIMARY)[8]).toBe('#971818')
  })

  it('gives the storefront tokens: shade 7 the accent, 8 its strong hover, 0 its soft tint', () => {
    expect(themeCssVariables({ primary: DEFAULT_PRIMARY, accent: '#F34D4D' })).toEqual({
      '--ts-accent': '#b81d1d',
      '--ts-accent-strong': '#961717',
      '--ts-accent-deep': '#7a1212',
      '--ts-accent-soft': '#fff0f0',
      '--ts-accent-bright': '#f34d4d',
    })
    expect(themeCssRule({ primary: '#1d4ed8', accent: '#60a5fa' })).toMatch(
      /^:root\{--ts-accent:#1d4ed8;--ts-accent-strong:#[0-9a-f]{6};.*--ts-accent-bright:#60a5fa\}$/,
    )
  })
})
