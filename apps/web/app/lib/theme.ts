import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core'

// A deep "redline" red: white text on shade 7 keeps a contrast above 4.5:1.
const redline: MantineColorsTuple = [
  '#fff0f0',
  '#ffdede',
  '#ffbaba',
  '#fd9292',
  '#fa6b6b',
  '#f34d4d',
  '#d92b2b',
  '#b81d1d',
  '#961717',
  '#7a1212',
]

/**
 * Light variants (a success notice, a light button or badge) put shade-6 text on a 10% tint of the same colour:
 * about 2.5:1 for green, under the 4.5:1 WCAG AA asks. Their text takes shade 9 darkened by a third instead, which
 * stays above 4.5:1 on every tint of the palette.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  if (input.variant !== 'light') return colors
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme })
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined
  if (!shades) return colors
  const text = darken(shades[9], 0.3)
  return { ...colors, color: text, hoverColor: text }
}

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'redline',
  primaryShade: 7,
  colors: { redline },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
})

// Mantine's default dimmed grey (#868e96) and error red (#fa5252) fall below 4.5:1 on white; darker shades
// pass, on every page and in the dialogs that render outside them.
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantine.colors.gray[7]!,
    '--mantine-color-error': mantine.colors.red[9]!,
  },
  dark: {},
})
