import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError } from './env'

/** A script built beside this one (`dist/…js`, or `src/…ts` when run from the sources). */
function siblingScript(name: string): string {
  const own = fileURLToPath(import.meta.url)
  return fileURLToPath(new URL(`./${name}${extname(own)}`, import.meta.url))
}

async function main() {
  // Tracing (decision 0085) patches node:http and pg as they load, so it starts before the rest of the server is
  // imported; without OTEL_EXPORTER_OTLP_ENDPOINT none of OpenTelemetry is even loaded.
  const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./platform/tracing/tracing')).startTracing()
    : undefined
  const { serve } = await import('./serve')
  await serve(siblingScript, tracing ? [tracing] : [])
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
