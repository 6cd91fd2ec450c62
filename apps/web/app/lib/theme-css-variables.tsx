import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core'

/*
 * Mantine prints its theme as CSS variables in a <style> on every render (`MantineCssVariables`): 11 KB computed
 * afresh per page, a twentieth of a portal page's server time (decision 0110). The theme changes only with the
 * brand colour, so the same stylesheet is made once per theme here, exactly as Mantine makes it (its defaults,
 * our resolver's overrides, minus what Mantine's own stylesheet already declares), and the provider is told not
 * to print its own (`withCssVariables={false}`).
 */

const mantineDefaults = defaultCssVariablesResolver(DEFAULT_THEME)
const made = new WeakMap<MantineThemeOverride, string>()

type Group = keyof ConvertCSSVariablesInput

/** The :root (and :host) stylesheet of a theme's variables, as Mantine's provider would print it. */
export function themeCssOf(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  let css = made.get(theme)
  if (css === undefined) {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme)
    const base = defaultCssVariablesResolver(merged)
    const own = resolver(merged)
    const cleaned: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} }
    for (const group of ['variables', 'light', 'dark'] as Group[]) {
      const values: Record<string, string> = { ...base[group], ...own[group] }
      for (const [name, value] of Object.entries(values))
        if ((mantineDefaults[group] as Record<string, string>)[name] !== value)
          (cleaned[group] as Record<string, string>)[name] = value
    }
    css = convertCssVariables(cleaned)
    made.set(theme, css)
  }
  return css
}

/** The theme's variables, printed where the provider printed them (its first child). */
export function ThemeCssVariables({
  theme,
  resolver,
}: {
  theme: MantineThemeOverride
  resolver: CSSVariablesResolver
}) {
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeCssOf(theme, resolver) }} />
}
