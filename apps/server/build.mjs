// Bundles the server into dist/main.js (and dist/prepare-database.js, embedded-database.js, datalog-worker.js,
// backup-cli.js): our code, the workspace domain package and most npm dependencies inlined (KEPT_AS_PACKAGES below).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
/**
 * The npm packages left as imports; the rest is bundled (decision 0087). Loaded from node_modules, better-auth,
 * drizzle, Hono and the rest are some 6,000 files that the server's start resolved and compiled one by one (over a
 * second of it); bundled, they are a few files with only what is used. Left out:
 * - what loads only when configured, through `await import()`: the payment SDKs, the S3 client, the invoice PDF,
 *   OpenTelemetry (which patches `pg` and `node:http` as they load, so `pg` must be loaded as a package too);
 * - what reads files of its own at run time: PGlite (its WebAssembly and data files), the API reference UI (its
 *   browser bundle, served as a file), pino (its worker-thread transports are files);
 * - zod, which the web build also imports: one copy in the process.
 */
const KEPT_AS_PACKAGES = [
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  '@opentelemetry/instrumentation-http',
  '@opentelemetry/instrumentation-pg',
  '@opentelemetry/sdk-node',
  '@paypal/paypal-server-sdk',
  '@scalar/api-reference',
  'braintree',
  'pdf-lib',
  'pg',
  'pino',
  'stripe',
  'zod',
]
for (const name of KEPT_AS_PACKAGES) {
  if (!(name in dependencies)) throw new Error(`${name} is no dependency of the server: take it off KEPT_AS_PACKAGES`)
}
// `pg-native`: an optional binding pg asks for only when told to; the rest are optional peers of the auth library.
const external = [...KEPT_AS_PACKAGES, 'pg-native'].flatMap((name) => [name, `${name}/*`])

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
  // The bundled CommonJS packages (nodemailer, prom-client, busboy…) call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
