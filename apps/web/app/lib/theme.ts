import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

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

export const theme = createTheme({
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
