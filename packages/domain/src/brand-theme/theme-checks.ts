import { THEME_SURFACES, TEXT_CONTRAST_MINIMUM } from './brand-theme.constants'
import { contrastRatio, formatRatio, HEX_COLOR } from './contrast'

/** The colour pairs the shop really draws with the brand colours, each checked against WCAG AA before a save. */
export const THEME_CHECKS = [
  {
    id: 'primary-button',
    field: 'primary',
    label: 'White text on the primary colour (buttons, the sale banner, filled badges)',
    pair: (theme: ThemeColors) => ['#ffffff', theme.primary],
  },
  {
    id: 'primary-link',
    field: 'primary',
    label: 'Primary colour as link text on white (links, the back office)',
    pair: (theme: ThemeColors) => [theme.primary, THEME_SURFACES.white],
  },
  {
    id: 'primary-link-page',
    field: 'primary',
    label: 'Primary colour as link text on the page background',
    pair: (theme: ThemeColors) => [theme.primary, THEME_SURFACES.page],
  },
  {
    id: 'accent-header',
    field: 'accent',
    label: 'Accent on the dark header (the logo mark, the home page eyebrow, the cart count)',
    pair: (theme: ThemeColors) => [theme.accent, THEME_SURFACES.night],
  },
] as const satisfies readonly {
  id: string
  field: 'primary' | 'accent'
  label: string
  pair: (theme: ThemeColors) => readonly [string, string]
}[]

export type ThemeColors = { primary: string; accent: string }
export type ThemeCheckId = (typeof THEME_CHECKS)[number]['id']

export type ThemeCheckResult = {
  id: ThemeCheckId
  field: 'primary' | 'accent'
  label: string
  foreground: string
  background: string
  ratio: number
  minimum: number
  passes: boolean
}

/** Every check of `theme`; a colour that is not #rrggbb yet (while typing) gives no result for its checks. */
export function checkTheme(theme: ThemeColors): ThemeCheckResult[] {
  return THEME_CHECKS.flatMap((check) => {
    const [foreground, background] = check.pair(theme)
    if (!HEX_COLOR.test(foreground) || !HEX_COLOR.test(background)) return []
    const ratio = contrastRatio(foreground, background)
    return [
      {
        id: check.id,
        field: check.field,
        label: check.label,
        foreground,
        background,
        ratio,
        minimum: TEXT_CONTRAST_MINIMUM,
        passes: ratio >= TEXT_CONTRAST_MINIMUM,
      },
    ]
  })
}

/** The failing checks as the API's 422 `errors`: per field, one sentence per failing pair with its ratio. */
export function themeContrastErrors(theme: ThemeColors): Partial<Record<'primary' | 'accent', string[]>> {
  const errors: Partial<Record<'primary' | 'accent', string[]>> = {}
  for (const result of checkTheme(theme)) {
    if (result.passes) continue
    ;(errors[result.field] ??= []).push(
      `${result.label}: contrast ${formatRatio(result.ratio)}, at least ${result.minimum}:1 needed`,
    )
  }
  return errors
}
