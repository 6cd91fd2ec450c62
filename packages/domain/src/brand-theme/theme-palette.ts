import { DEFAULT_PRIMARY, DEFAULT_PRIMARY_PALETTE } from './brand-theme.constants'
import { paletteOf, type Palette } from './palette'

/** The palette of a primary colour: the hand-drawn one for the default, else the generated one. */
export function themePaletteOf(primary: string): Palette {
  return primary.toLowerCase() === DEFAULT_PRIMARY ? DEFAULT_PRIMARY_PALETTE : paletteOf(primary)
}

/** The storefront's colour tokens (styles/global.css) a theme sets, as CSS custom properties. */
export function themeCssVariables(theme: { primary: string; accent: string }): Record<string, string> {
  const palette = themePaletteOf(theme.primary)
  return {
    '--ts-accent': palette[7],
    '--ts-accent-strong': palette[8],
    '--ts-accent-deep': palette[9],
    '--ts-accent-soft': palette[0],
    '--ts-accent-bright': theme.accent.toLowerCase(),
  }
}

/** `themeCssVariables` as one `:root { … }` rule, for the page's head. */
export function themeCssRule(theme: { primary: string; accent: string }): string {
  const declarations = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${declarations}}`
}
