// Lighthouse, mobile, performance only, in Debian's Chromium. Never throws: a failure becomes a reason.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// chrome-launcher is lighthouse's own dependency, so it is resolved from lighthouse's folder.
async function importChromeLauncher() {
  const require = createRequire(import.meta.url)
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'))
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)
}

function withTimeout(promise, ms, what) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const scoreOf = (lhr) => Math.round(lhr.categories.performance.score * 100)

const figuresOf = (lhr) => {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    ok: true,
    score: scoreOf(lhr),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    warnings: lhr.runWarnings ?? [],
  }
}

/** One Lighthouse run in a Chromium of its own: its report, or why there is none. */
async function runOnce(lighthouse, chromeLauncher, url, timeoutMs) {
  let chrome
  try {
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, logLevel: 'silent' })
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      }),
      timeoutMs,
      'Lighthouse',
    )
    const lhr = result?.lhr
    if (!lhr) return { reason: 'Lighthouse returned no report' }
    if (lhr.runtimeError) return { reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    if (typeof lhr.categories.performance?.score !== 'number')
      return { reason: 'no performance score (see runWarnings)' }
    return { lhr }
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) }
  } finally {
    try {
      await chrome?.kill()
    } catch {
      // already gone
    }
  }
}

/**
 * `runs` Lighthouse runs of `url`, reported as Lighthouse's own median run (`computeMedianRun`: the run nearest the
 * median FCP and TTI, as Lighthouse CI picks it), with every run's score beside it: one run's score moved by 20
 * points between runs of one build on this machine, and Lighthouse's variability guide asks for several runs.
 *
 * @returns {Promise<{ ok: true, score: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number,
 *   warnings: string[], scores: number[], benchmarkIndexes: number[] } | { ok: false, reason: string }>}
 */
export async function runLighthouse(url, { timeoutMs = 120_000, runs = 3 } = {}) {
  try {
    const [{ default: lighthouse }, chromeLauncher, { computeMedianRun }] = await Promise.all([
      import('lighthouse'),
      importChromeLauncher(),
      import('lighthouse/core/lib/median-run.js'),
    ])
    const reports = []
    let reason = 'no run'
    for (let run = 0; run < runs; run += 1) {
      const outcome = await runOnce(lighthouse, chromeLauncher, url, timeoutMs)
      if (outcome.lhr) reports.push(outcome.lhr)
      else reason = outcome.reason
    }
    if (reports.length === 0) return { ok: false, reason }
    return {
      ...figuresOf(computeMedianRun(reports)),
      scores: reports.map(scoreOf),
      benchmarkIndexes: reports.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN)),
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
