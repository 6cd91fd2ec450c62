import '@mantine/core/styles.css'
import { MantineProvider } from '@mantine/core'
import { Outlet } from 'react-router'
import { cssVariablesResolver, theme } from '../lib/theme'

/**
 * Pages with forms and back-office grids use Mantine; it and its styles load only on those pages,
 * so the public pages stay within their JavaScript budget (docs/decisions/0004).
 */
export default function MantineLayout() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <Outlet />
    </MantineProvider>
  )
}
