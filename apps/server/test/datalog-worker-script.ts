import { bundledScript } from './bundled-script'

/** The datalog worker bundled from the sources, as build.mjs bundles it beside main.js (a worker runs JavaScript). */
export const datalogWorkerScript = () =>
  bundledScript(new URL('../src/datalog-worker.ts', import.meta.url), 'datalog-worker')
