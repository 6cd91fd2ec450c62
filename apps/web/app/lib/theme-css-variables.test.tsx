import { MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, themeFor } from './theme'
import { themeCssOf } from './theme-css-variables'

/** The variables <style> Mantine's own provider prints for a theme. */
function mantinePrints(primary: string): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={themeFor(primary)} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <p>page</p>
    </MantineProvider>,
  )
  return /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)![1]!.replaceAll('&quot;', '"')
}

describe('the theme variables made once per theme (decision 0110)', () => {
  it.each(['#c8102e', '#1565c0'])('are the stylesheet Mantine prints for the brand colour %s', (primary) => {
    const ours = themeCssOf(themeFor(primary), cssVariablesResolver)
    expect(ours.length).toBeGreaterThan(1000)
    expect(ours).toContain('--mantine-color-dimmed')
    expect(ours).toBe(mantinePrints(primary))
  })

  it('differ between two brand colours and are made once for a theme', () => {
    const red = themeCssOf(themeFor('#c8102e'), cssVariablesResolver)
    expect(themeCssOf(themeFor('#1565c0'), cssVariablesResolver)).not.toBe(red)
    expect(themeCssOf(themeFor('#C8102E'), cssVariablesResolver)).toBe(red)
  })
})
