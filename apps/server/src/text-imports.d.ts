/** A data file imported as its text (`./list.txt?raw`): Vite's `?raw` in the tests, the build's text plugin. */
declare module '*?raw' {
  const text: string
  export default text
}
