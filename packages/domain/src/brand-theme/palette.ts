import { hexOf, rgbOf } from './contrast'

/** Mantine's palette: ten shades, lightest first. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string, string]

/** The shade a palette's base colour takes (Mantine's `primaryShade`): `--ts-accent`. */
export const BASE_SHADE = 7

// How much white is mixed into shades 0–6 and black into shades 8–9; chosen so that the shop's red comes out
// close to the palette drawn by hand before the theme could change (lib/theme.ts, decision 0100).
const WHITE = [0.94, 0.86, 0.72, 0.56, 0.4, 0.26, 0.1] as const
const BLACK = [0.18, 0.34] as const

const mix = (hex: string, toward: number, amount: number) => {
  const { r, g, b } = rgbOf(hex)
  const to = (channel: number) => channel + (toward - channel) * amount
  return hexOf({ r: to(r), g: to(g), b: to(b) })
}

/**
 * Ten shades of `base` (#rrggbb), lightest first, with `base` itself (in lower case) at shade 7: tints toward
 * white before it, shades toward black after it, each darker than the one before (or as dark, at the ends).
 */
export function paletteOf(base: string): Palette {
  const color = base.toLowerCase()
  return [
    ...WHITE.map((amount) => mix(color, 255, amount)),
    color,
    ...BLACK.map((amount) => mix(color, 0, amount)),
  ] as unknown as Palette
}
