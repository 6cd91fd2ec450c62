// Bundles the server into dist/main.js: our code and the workspace domain package inlined, the npm
// dependencies of this package left as imports.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`])

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
})
