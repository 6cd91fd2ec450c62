import { register } from 'node:module'

/**
 * OpenTelemetry tracing (decision 0085), started by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans of
 * every HTTP request served or sent (node:http) and every query (pg), exported over OTLP/HTTP to that collector. The
 * SDK reads its other settings from the standard OTEL_* variables (OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY…).
 * Everything here is imported dynamically: without the variable none of it is loaded.
 */
export async function startTracing(): Promise<{ name: string; close: () => Promise<void> }> {
  // The server is ES modules: the loader hook lets the instrumentations patch node:http and pg as they are imported
  // (the rest of the server is imported after this, main.ts).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url)
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'tuneshop',
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation()],
  })
  sdk.start()
  // The last spans are sent before the process exits (serve.ts runs this after the database is closed).
  return { name: 'tracing', close: () => sdk.shutdown() }
}
