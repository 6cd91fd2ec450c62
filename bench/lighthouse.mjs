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

/**
 * @returns {Promise<{ ok: true, score: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number,
 *   warnings: string[] } | { ok: false, reason: string }>}
 */
export async function runLighthouse(url, { timeoutMs = 120_000 } = {}) {
  let chrome
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), importChromeLauncher()])
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
    if (!lhr) return { ok: false, reason: 'Lighthouse returned no report' }
    if (lhr.runtimeError) return { ok: false, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    const score = lhr.categories.performance?.score
    if (typeof score !== 'number') return { ok: false, reason: 'no performance score (see runWarnings)' }
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      ok: true,
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      warnings: lhr.runWarnings ?? [],
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  } finally {
    try {
      await chrome?.kill()
    } catch {
      // already gone
    }
  }
}
