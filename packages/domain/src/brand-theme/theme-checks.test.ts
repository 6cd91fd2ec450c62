import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCENT, DEFAULT_PRIMARY, TEXT_CONTRAST_MINIMUM } from './brand-theme.constants'
import { BrandThemeInputSchema } from './brand-theme.contract'
import { hexOf } from './contrast'
import { checkTheme, THEME_CHECKS, themeContrastErrors } from './theme-checks'

const color = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => hexOf({ r, g, b }))

describe('the checks a theme must pass before it is saved', () => {
  it('the default theme passes every one', () => {
    const results = checkTheme({ primary: DEFAULT_PRIMARY, accent: DEFAULT_ACCENT })
    expect(results.map((result) => result.id)).toEqual(THEME_CHECKS.map((check) => check.id))
    expect(results.every((result) => result.passes)).toBe(true)
    expect(themeContrastErrors({ primary: DEFAULT_PRIMARY, accent: DEFAULT_ACCENT })).toEqual({})
  })

  it('a light primary fails its pairs, named under primary with the ratio', () => {
    const errors = themeContrastErrors({ primary: '#ffcc00', accent: DEFAULT_ACCENT })
    expect(Object.keys(errors)).toEqual(['primary'])
    expect(errors.primary![0]).toMatch(/^White text on the primary colour .*: contrast 1\.\d\d:1, at least 4\.5:1/)
  })

  it('a dark accent fails on the dark header', () => {
    expect(Object.keys(themeContrastErrors({ primary: DEFAULT_PRIMARY, accent: '#222222' }))).toEqual(['accent'])
  })

  it('a colour still being typed is left out, not a crash', () => {
    expect(checkTheme({ primary: '#12', accent: DEFAULT_ACCENT }).map((result) => result.id)).toEqual(['accent-header'])
  })

  it('passes exactly when every ratio is at least 4.5:1, and errors name only failing fields', () => {
    fc.assert(
      fc.property(color, color, (primary, accent) => {
        const results = checkTheme({ primary, accent })
        const errors = themeContrastErrors({ primary, accent })
        for (const result of results) expect(result.passes).toBe(result.ratio >= TEXT_CONTRAST_MINIMUM)
        const failing = new Set(results.filter((result) => !result.passes).map((result) => result.field))
        expect(new Set(Object.keys(errors))).toEqual(failing)
      }),
    )
  })

  it('the input: colours in lower case, a logo needs alt text, svg names refused', () => {
    expect(BrandThemeInputSchema.parse({ primary: '#1D4ED8', accent: '#60A5FA', logo: null }).primary).toBe('#1d4ed8')
    const file = '0f6c1c2e-1111-4222-8333-444455556666.png'
    expect(
      BrandThemeInputSchema.safeParse({ primary: '#000000', accent: '#ffffff', logo: { file, alt: ' ' } }).success,
    ).toBe(false)
    expect(
      BrandThemeInputSchema.safeParse({
        primary: '#000000',
        accent: '#ffffff',
        logo: { file: file.replace('png', 'svg'), alt: 'x' },
      }).success,
    ).toBe(false)
    expect(BrandThemeInputSchema.safeParse({ primary: 'red', accent: '#ffffff', logo: null }).success).toBe(false)
  })
})
