// Starts and stops the two servers under test as child processes of the bench.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs'

const root = new URL('..', import.meta.url).pathname
const running = new Set()
const tempDirs = new Set()

/** Builds the shop (`npm run build`) when its build output is missing; after changing sources, build yourself. */
export function buildIfMissing(log) {
  const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/main.js']
  if (outputs.every((path) => existsSync(join(root, path)))) return
  log('build output missing: npm run build')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`)
}

/** A port the OS says is free right now (closed again before the server takes it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.name} exited with code ${child.exitCode}: ${child.tail()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s: ${child.tail()}`)
}

function start(name, script, env, nodeFlags = []) {
  // stdout (production logs) goes to /dev/null, or appended to BENCH_SERVER_LOG when set (to see why a server
  // stopped); the end of stderr is kept to explain a failed start.
  const logFile = process.env.BENCH_SERVER_LOG
  const stdout = logFile ? openSync(logFile, 'a') : 'ignore'
  const child = spawn(process.execPath, [...nodeFlags, script], { cwd: root, env, stdio: ['ignore', stdout, 'pipe'] })
  if (typeof stdout === 'number') closeSync(stdout)
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
  child.name = name
  child.tail = () => stderr.trim() || '(no stderr)'
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** The built shop on a fresh database in a temp DATA_DIR (`env` adds settings, e.g. DATABASE_URL). */
export async function startShop(env = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'tuneshop-bench-'))
  tempDirs.add(dataDir)
  const url = `http://127.0.0.1:${port}`
  const child = start(
    'shop',
    join(root, 'apps/server/dist/main.js'),
    {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO: 'true',
      LOG_LEVEL: 'info',
      ...env,
    },
    SERVER_NODE_FLAGS,
  )
  await waitForHealth(child, `${url}/api/health`, 60_000)
  return { url, child }
}

/** The raw node:http baseline. */
export async function startRaw() {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = start('raw', join(root, 'bench/raw-server.mjs'), { ...process.env, PORT: String(port) })
  await waitForHealth(child, `${url}/api/health`, 10_000)
  return { url, child }
}

function stopOne(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Stops one shop that `startShop` started and waits until it has exited. */
export async function stopShop(shop) {
  await stopOne(shop.child)
}

/** Stops every server this bench started (also the ones whose start failed). */
export async function stopAll() {
  await Promise.all([...running].map(stopOne))
  removeTempDirs()
}

function removeTempDirs() {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
  tempDirs.clear()
}

/** Last resort when the bench process exits without having awaited stopAll. */
export function killAllNow() {
  for (const child of running) child.kill('SIGKILL')
  removeTempDirs()
}

/** Logs a demo account in once, before the runs; its session cookie rides on the logged-in rows. */
export async function loginCookie(shopUrl, { email, password }) {
  const response = await fetch(`${shopUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ')
}

function rssOfPid(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1])
    return kb / 1024
  } catch {
    return Number.NaN
  }
}

/** Resident memory of a child process in MiB (Linux /proc), or NaN where it cannot be read. */
export function rssMiB(child) {
  return rssOfPid(child.pid)
}

/**
 * Resident memory of the processes a child started (the shop's embedded database process, decision 0056), in MiB:
 * reported beside the server's own figure, as a PostgreSQL server's would be.
 */
export function childProcessesRssMiB(child) {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces) start after its closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === child.pid) total += rssOfPid(entry) || 0
    } catch {
      // the process ended while we looked
    }
  }
  return total
}

/**
 * The RSS once the load has settled: V8 hands back what a load left behind only after the process has been idle
 * for a while (10–20 s here). Read every second for up to `seconds`, and returned as soon as it is at or under
 * `targetMiB` (decision 0086: settled within 60 s of the last request); without a target, after `seconds`.
 */
export async function settledRssMiB(child, { seconds = 30, targetMiB = 0 } = {}) {
  const started = Date.now()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const waitedSeconds = Math.round((Date.now() - started) / 1000)
    const rss = rssMiB(child)
    if (rss <= targetMiB || waitedSeconds >= seconds) {
      return { rss, childrenRss: childProcessesRssMiB(child), waitedSeconds }
    }
  }
}

/** Samples a child's RSS every `everyMs` until `stop()`, which returns the highest figure seen, in MiB. */
export function sampleRss(child, everyMs = 250) {
  let peak = rssMiB(child) || 0
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(child) || 0)
  }, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return Math.max(peak, rssMiB(child) || 0)
    },
  }
}
