import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = fileURLToPath(new URL('..', import.meta.url))

/**
 * The server built by build.mjs into a folder of this test process (under apps/server/node_modules/.cache, so its
 * packages resolve as dist/'s do), removed when the process ends.
 */
export async function buildServer(): Promise<string> {
  const parent = join(serverDir, 'node_modules/.cache/tuneshop-test')
  mkdirSync(parent, { recursive: true })
  const outdir = mkdtempSync(join(parent, `server-${process.pid}-`))
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }))
  const child = spawn(process.execPath, ['build.mjs', `--outdir=${outdir}`], { cwd: serverDir, stdio: 'inherit' })
  const code = await new Promise<number | null>((done) => child.once('exit', done))
  if (code !== 0) throw new Error(`build.mjs failed (exit code ${code})`)
  return join(outdir, 'main.js')
}

/** A port nothing listens on now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export type RunningServer = {
  child: ChildProcess
  base: string
  /** What it printed so far (stdout and stderr). */
  output: () => string
  exited: Promise<number | null>
}

/**
 * Starts the built `main.js` on its own embedded database (a fresh DATA_DIR), with `env` added, and waits until it
 * serves /api/health. `nodeArgs` go before the script (`--import …`).
 */
export async function startBuiltServer(
  mainScript: string,
  options: { port: number; env?: Record<string, string>; nodeArgs?: string[] },
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tuneshop-built-'))
  // Its own embedded database: a PostgreSQL server the test run was given is not this test's.
  const { DATABASE_URL: _serverDatabase, ...inherited } = process.env
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), mainScript], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'false',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      done(code)
    }),
  )
  const base = `http://127.0.0.1:${options.port}`
  let gone = false
  void exited.then(() => (gone = true))
  for (;;) {
    if (gone) throw new Error(`the server exited before serving:\n${output}`)
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { child, base, output: () => output, exited }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
