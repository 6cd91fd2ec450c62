import type { Palette } from './palette'

/** Today's colours (decision 0100): a fresh install looks as it did before the theme could be changed. */
export const DEFAULT_PRIMARY = '#b81d1d'
/** `--ts-accent-bright`: the logo mark, the home page's eyebrow and the cart count on the dark header. */
export const DEFAULT_ACCENT = '#f34d4d'

/** The hand-drawn "redline" palette of the default primary (shade 7 = #b81d1d), kept exactly for it. */
export const DEFAULT_PRIMARY_PALETTE: Palette = [
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

/** The fixed tokens the brand colours are drawn on or with (styles/global.css). */
export const THEME_SURFACES = {
  /** `--ts-surface`: cards, forms, the back office. */
  white: '#ffffff',
  /** `--ts-bg`: the page behind the cards. */
  page: '#f6f7f9',
  /** `--ts-night`: the site header and the home page's hero. */
  night: '#16171a',
} as const

/** WCAG 2.x AA for normal text (1.4.3). */
export const TEXT_CONTRAST_MINIMUM = 4.5

/** A logo's upload cap, its types (told by their first bytes; SVG is refused: it can carry script) and alt text. */
export const LOGO_MAX_BYTES = 512 * 1024
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const LOGO_ALT_MAX_LENGTH = 120
/** Where a stored logo is read from: `${LOGO_PATH}/<uuid>.<png|jpg|webp>`. */
export const LOGO_PATH = '/api/site/logos'
