import { createTheme, type MantineColorsTuple } from '@mantine/core'

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
