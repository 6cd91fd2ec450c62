// WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for colours written #rrggbb.

/** A colour as the brand theme stores it: `#` and six hex digits. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

export type Rgb = { r: number; g: number; b: number }

/** The 0–255 channels of a #rrggbb colour. */
export function rgbOf(hex: string): Rgb {
  if (!HEX_COLOR.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`)
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  }
}

/** `#rrggbb` (lower case) of 0–255 channels, rounded and kept within range. */
export function hexOf({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0')
  return `#${channel(r)}${channel(g)}${channel(b)}`
}

/** One sRGB channel (0–255) made linear, as WCAG 2.x defines it (its 0.03928 threshold). */
function linear(channel: number): number {
  const value = channel / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = rgbOf(hex)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of two colours, from 1 (the same) to 21 (black and white); the order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  const [light, dark] = la >= lb ? [la, lb] : [lb, la]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * A ratio as people read it, cut (not rounded) to two decimals: 4.4999 is "4.49:1", never a passing-looking
 * "4.50:1".
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}
