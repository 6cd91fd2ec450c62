// `npm test`: every test the project has, in the order a failure is cheapest to find, ending with ONE line
// `N passed, M failed[, K skipped]` summed over all runs (CI reads the last line). Exit code 1 on any failure.
//   1. Debian's chromium for the browser tests (installed when run as root)
//   2. the import boundaries (`npm run check:deps`, decision 0073): no test counts, its exit code does
//   3. vitest, all projects (domain rules; API on in-memory PGlite; web components in happy-dom)
//   4. vitest, server project again on PostgreSQL, when TEST_DATABASE_URL is set or one answers on 127.0.0.1:5432
//   5. the production build, then 6. Playwright against the built server
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const CHROMIUM = '/usr/bin/chromium'
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'

// The project's own Node 24 and tools first, even if this script was started by another Node.
const baseEnv = { ...process.env, PATH: [join(root, 'node_modules/.bin'), process.env.PATH].join(delimiter) }
const plainEnv = { ...baseEnv }
const playwrightEnv = { ...baseEnv }
if (process.env.CI) {
  // Plain text in CI logs. Vitest and Vite honour NO_COLOR (FORCE_COLOR would win over it). Playwright sets
  // FORCE_COLOR=1 in its workers, where a NO_COLOR beside it makes Node warn; FORCE_COLOR=0 is its off switch.
  plainEnv.NO_COLOR = '1'
  delete plainEnv.FORCE_COLOR
  playwrightEnv.FORCE_COLOR = '0'
  delete playwrightEnv.NO_COLOR
}

let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The children got the signal too; let them stop, then stop here instead of starting the next step.
  process.on(signal, () => {
    interrupted = true
  })
}

/** Runs a command with the terminal as its output; resolves to its exit code (1 when it could not start). */
function run(command, args, { cwd = root, env = baseEnv } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function heading(text) {
  console.log(`\n=== ${text}`)
}

/** True when something accepts a TCP connection within a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port })
    const done = (result) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** A database URL fit for a log line: the password hidden. */
function describeUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an unparsable TEST_DATABASE_URL)'
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function vitestCounts(file) {
  const report = readJson(file)
  if (!report || typeof report.numTotalTests !== 'number') return null
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

function playwrightCounts(file) {
  const report = readJson(file)
  if (!report?.stats) return null
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats
  // A flaky test failed first and passed on its retry: it counts as passed (the list reporter names it).
  return { passed: expected + flaky, failed: unexpected, skipped }
}

function describeCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`
}

// 1. Chromium ------------------------------------------------------------------------------------------
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.log("Debian's chromium is needed for the browser tests: run  sudo apt-get install -y chromium")
    process.exit(1)
  }
  heading("Installing Debian's chromium for the browser tests")
  const aptEnv = { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' }
  const installed =
    (await run('apt-get', ['update'], { env: aptEnv })) === 0 &&
    (await run('apt-get', ['install', '-y', 'chromium'], { env: aptEnv })) === 0
  if (!installed || !existsSync(CHROMIUM)) {
    console.log(`Installing chromium failed; ${CHROMIUM} is needed for the browser tests.`)
    process.exit(1)
  }
}

const reports = mkdtempSync(join(tmpdir(), 'tuneshop-test-reports-'))
/**
 * Each step's exit code and, for a test runner, its counts. `checks` marks a step that runs no tests (the
 * dependency check, the build): its exit code counts, and it adds nothing to the counts.
 * @type {{ name: string, code: number | null, counts: { passed: number, failed: number, skipped: number } | null, checks?: boolean }[]}
 */
const steps = []

try {
  // 2. Import cycles and feature boundaries: seconds, and a failure here is cheap to read --------------------
  {
    heading('Import boundaries (dependency-cruiser)')
    const code = await run('npm', ['run', '--silent', 'check:deps'], { env: plainEnv })
    steps.push({ name: 'dependency check', code, counts: null, checks: true })
  }

  // 3. Domain, API (in-memory PGlite) and web component tests ---------------------------------------------
  if (!interrupted) {
    const file = join(reports, 'vitest-pglite.json')
    const env = { ...plainEnv }
    delete env.TEST_DATABASE_URL
    heading('Unit, API and component tests — database: in-memory PGlite')
    const code = await run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      { env },
    )
    steps.push({ name: 'vitest (PGlite)', code, counts: vitestCounts(file) })
  }

  // 4. API tests again on a PostgreSQL server -------------------------------------------------------------
  if (!interrupted) {
    const databaseUrl = process.env.TEST_DATABASE_URL || ((await answers('127.0.0.1', 5432)) ? LOCAL_POSTGRES : null)
    if (databaseUrl) {
      const file = join(reports, 'vitest-postgres.json')
      heading(`API tests — database: PostgreSQL at ${describeUrl(databaseUrl)}`)
      const code = await run(
        'npx',
        ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
        { env: { ...plainEnv, TEST_DATABASE_URL: databaseUrl } },
      )
      steps.push({ name: 'vitest server (PostgreSQL)', code, counts: vitestCounts(file) })
    } else {
      heading('API tests on PostgreSQL skipped: no TEST_DATABASE_URL and nothing answers on 127.0.0.1:5432')
    }
  }

  // 5. Build, then 6. browser tests against the built server ---------------------------------------------
  if (!interrupted) {
    heading('Build (web app and server)')
    const buildCode = await run('npm', ['run', 'build'], { env: plainEnv })
    steps.push({ name: 'build', code: buildCode, counts: null, checks: true })

    if (buildCode !== 0) {
      console.log('Browser tests not run: the build failed.')
    } else if (!interrupted) {
      const file = join(reports, 'playwright.json')
      heading('Browser tests (Playwright, Debian chromium)')
      const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: join(root, 'e2e'),
        env: { ...playwrightEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
      })
      steps.push({ name: 'playwright', code, counts: playwrightCounts(file) })
    }
  }
} finally {
  rmSync(reports, { recursive: true, force: true })
}

// 7. One closing line ----------------------------------------------------------------------------------
const total = { passed: 0, failed: 0, skipped: 0 }
let crashed = interrupted
heading('Summary')
for (const step of steps) {
  if (step.counts) {
    total.passed += step.counts.passed
    total.failed += step.counts.failed
    total.skipped += step.counts.skipped
  }
  // A non-zero exit without a failing test (a crash, an error outside tests, no report) still fails the run.
  const unexplained = (step.code !== 0 && !step.counts?.failed) || (!step.checks && !step.counts)
  if (unexplained) crashed = true
  const outcome = step.counts ? describeCounts(step.counts) : step.code === 0 ? 'ok' : 'failed'
  let note = ''
  if (unexplained && step.counts) note = ` (exited with code ${step.code} though no test failed: see its errors above)`
  else if (unexplained && !step.checks) note = ` (exited with code ${step.code}, no report)`
  console.log(`  ${step.name}: ${outcome}${note}`)
}
if (interrupted) console.log('  interrupted')
console.log(describeCounts(total))
process.exit(total.failed > 0 || crashed ? 1 : 0)
