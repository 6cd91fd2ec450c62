import { DEFAULT_PRIMARY, themePaletteOf } from '@shop/domain/brand-theme'
import {
  Anchor,
  Button,
  Container,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  Input,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core'

/*
 * Mantine themed from the storefront's design tokens (styles/global.css, decision 0072): sizes, radius, spacing,
 * type and the brand colours are the tokens' CSS variables, so a Mantine Button or input is drawn exactly like a
 * `ts-button` or a picker select. Only the palette is given in hex, because Mantine computes tints and hover
 * shades from it in JavaScript: the brand theme's primary (decision 0100), the hand-drawn "redline" red by default
 * (white text on its shade 7 keeps a contrast above 4.5:1); shade 7 is `--ts-accent`, shade 8 `--ts-accent-strong`.
 */

/** Sizes a page uses by default: they take the one control height; xs/lg/xl stay for dense boards and heroes. */
const isDefaultSize = (size: unknown) => size === undefined || size === 'sm' || size === 'md'

/**
 * Secondary actions are neutral (docs/design.md "Buttons"): Mantine's light variant of the brand red would be a
 * pale pink button, so light + primary draws the storefront's neutral button (white, grey border, ink text).
 * Other light variants (a success notice, a light badge) put shade-6 text on a 10% tint of the same colour: about
 * 2.5:1 for green, under the 4.5:1 WCAG AA asks. Their text takes shade 9 darkened by a third instead, which
 * stays above 4.5:1 on every tint of the palette.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  if (input.variant !== 'light') return colors
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme })
  if (parsed.isThemeColor && parsed.color === input.theme.primaryColor) {
    return {
      background: 'var(--ts-surface)',
      hover: 'var(--ts-bg)',
      color: 'var(--ts-ink)',
      hoverColor: 'var(--ts-ink)',
      border: '1px solid var(--ts-line-strong)',
    }
  }
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined
  if (!shades) return colors
  const text = darken(shades[9], 0.3)
  return { ...colors, color: text, hoverColor: text }
}

const baseTheme = createTheme({
  variantColorResolver,
  primaryColor: 'redline',
  primaryShade: 7,
  colors: { redline: themePaletteOf(DEFAULT_PRIMARY) },
  fontFamily: 'var(--ts-font)',
  headings: {
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'var(--ts-text-h1)', lineHeight: '1.2' },
      h2: { fontSize: 'var(--ts-text-xl)', lineHeight: '1.25' },
      h3: { fontSize: 'var(--ts-text-lg)', lineHeight: '1.3' },
    },
  },
  fontSizes: {
    xs: 'var(--ts-text-xs)',
    sm: 'var(--ts-text-sm)',
    md: 'var(--ts-text-md)',
    lg: 'var(--ts-text-lg)',
    xl: 'var(--ts-text-xl)',
  },
  spacing: {
    xs: 'var(--ts-space-2)',
    sm: 'var(--ts-space-3)',
    md: 'var(--ts-space-4)',
    lg: 'var(--ts-space-5)',
    xl: 'var(--ts-space-6)',
  },
  radius: {
    xs: '4px',
    sm: '6px',
    md: 'var(--ts-radius)',
    lg: 'var(--ts-radius-lg)',
    xl: 'var(--ts-radius-lg)',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links are underlined as on the storefront: the brand red alone is under 3:1 against the ink of the text
    // around it (WCAG 1.4.1, axe link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Button: Button.extend({
      vars: (_theme, props) => ({
        root: isDefaultSize(props.size)
          ? { '--button-height': 'var(--ts-control)', '--button-fz': 'var(--ts-text-md)', '--button-padding-x': '20px' }
          : {},
      }),
      styles: { root: { fontWeight: 650 } },
    }),
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: isDefaultSize(props.size)
          ? { '--input-height': 'var(--ts-control)', '--input-fz': 'var(--ts-text-md)' }
          : {},
      }),
    }),
    // One page width: every page lines up with the header (`ts-container`); narrow sizes stay for single forms.
    Container: Container.extend({
      vars: (_theme, props) => ({
        root: props.fluid || !isWidePage(props.size) ? {} : { '--container-size': 'var(--ts-max)' },
      }),
    }),
  },
})

/** The default theme (tests, pages drawn before the global state is known). */
export const theme = baseTheme

const themes = new Map<string, typeof baseTheme>()

/** The Mantine theme of a brand primary colour (#rrggbb): its palette as `redline`, made once per colour. */
export function themeFor(primary: string): typeof baseTheme {
  const key = primary.toLowerCase()
  let made = themes.get(key)
  if (!made) {
    made = { ...baseTheme, colors: { ...baseTheme.colors, redline: themePaletteOf(key) } }
    // A handful of colours in a process's life (each save makes one); a bound keeps a stray one from growing it.
    if (themes.size > 20) themes.clear()
    themes.set(key, made)
  }
  return made
}

function isWidePage(size: unknown) {
  return size === undefined || size === 'md' || size === 'lg' || size === 'xl'
}

// Mantine's default dimmed grey (#868e96) and error red (#fa5252) fall below 4.5:1 on white; darker shades
// pass, on every page and in the dialogs that render outside them. The rest points Mantine's own variables at
// the tokens: the same ink, brand red, link colour and control border as the storefront.
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantine.colors.gray[7]!,
    '--mantine-color-error': mantine.colors.red[9]!,
    '--mantine-color-text': 'var(--ts-ink)',
    '--mantine-color-anchor': 'var(--ts-accent)',
    '--mantine-color-default-border': 'var(--ts-line-strong)',
    '--mantine-primary-color-filled': 'var(--ts-accent)',
    '--mantine-primary-color-filled-hover': 'var(--ts-accent-strong)',
  },
  dark: {},
})
