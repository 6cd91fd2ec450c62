// Bundles the server into dist/main.js (and dist/prepare-database.js, embedded-database.js, datalog-worker.js, backup-cli.js): our code and the workspace domain package inlined, the npm
// dependencies of this package left as imports.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
// The workspace's own packages (`@shop/domain`: TypeScript sources, no build of their own) are bundled, not imported.
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@shop/'))
  .flatMap((name) => [name, `${name}/*`])

/** `import text from './file.txt?raw'` (as Vite reads it in the tests): the file's text, bundled as a string. */
const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: join(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }))
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }))
  },
}

// `--outdir=<dir>`: another folder than dist/ (the tests that start the built server build their own copy).
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist'

await build({
  // The server, the migrate-and-seed step it runs in a child process first (decision 0052), the embedded
  // database's own process (decision 0056), the worker thread that parses datalogs (decision 0065), and the
  // backup and restore commands (decision 0084).
  entryPoints: [
    'src/main.ts',
    'src/prepare-database.ts',
    'src/embedded-database.ts',
    'src/datalog-worker.ts',
    'src/backup-cli.ts',
  ],
  outdir,
  // Modules imported with `await import()` (payment providers, the invoice PDF, S3) become chunks of their own, so
  // their SDKs load only when used rather than at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [rawText],
})
