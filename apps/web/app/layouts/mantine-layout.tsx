import '@mantine/core/styles.css'
import { MantineProvider } from '@mantine/core'
import { Outlet } from 'react-router'
import { cssVariablesResolver, themeFor } from '../lib/theme'
import { ThemeCssVariables } from '../lib/theme-css-variables'
import { useUiState } from '../lib/ui-state'

/**
 * Pages with forms and back-office grids use Mantine; it and its styles load only on those pages,
 * so the public pages stay within their JavaScript budget (docs/decisions/0004).
 */
export default function MantineLayout() {
  // The brand theme's palette (decision 0100), drawn at SSR: no flash of the default colours.
  const theme = themeFor(useUiState().theme.primary)
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />
      <Outlet />
    </MantineProvider>
  )
}
