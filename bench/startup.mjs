// `npm start` on an existing embedded database (decision 0086): a data dir is started once (migrations and the demo
// seed), stopped, and then started with `npm start` as an operator does, timed until /api/health answers.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startShop, stopShop } from './servers.mjs'

const root = new URL('..', import.meta.url).pathname

async function healthAfter(url, child, timeoutMs) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no answer from /api/health within ${timeoutMs / 1000} s`)
}

/** Ends `npm start` and what it started (its own process group), and waits for npm to exit. */
function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const kill = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(kill)
      // The database process writes its last changes after the server has gone: give it its moment.
      setTimeout(resolve, 500)
    })
    process.kill(-child.pid, 'SIGTERM')
  })
}

/** Seconds from spawning `npm start` to the first 200 of /api/health, for `runs` second starts of one data dir. */
export async function benchStartup({ runs = 3, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tuneshop-bench-start-'))
  try {
    log('start-up: first start of a data dir (migrations, demo seed)')
    await stopShop(await startShop({ DATA_DIR: dataDir }))
    const seconds = []
    for (let run = 1; run <= runs; run += 1) {
      const port = await freePort()
      const url = `http://127.0.0.1:${port}`
      const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }
      const started = performance.now()
      const child = spawn('npm', ['start'], {
        cwd: root,
        env: { ...env, PUBLIC_URL: url },
        detached: true,
        stdio: 'pipe',
      })
      let output = ''
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk))
      try {
        await healthAfter(url, child, 60_000)
        seconds.push((performance.now() - started) / 1000)
        if (/building/i.test(output)) throw new Error('npm start rebuilt the shop first: run npm run build before')
        log(`start-up: npm start, run ${run}/${runs}: ${seconds.at(-1).toFixed(2)} s`)
      } finally {
        await stopGroup(child)
      }
    }
    const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]
    return { seconds, medianSeconds: median }
  } catch (error) {
    return { failed: String(error?.message ?? error) }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
