// The tool compatibility solver (decision 0012) on random catalogs: microseconds per call, p50 and p99.
// It runs the TypeScript source, bundled in memory with esbuild, so it needs no build. Its targets:
// p99 ≤ 200 µs for 10 tools × 20 tunes, ≤ 1 ms for 12 tools × 30 tunes.
import { build } from 'esbuild'

const SOURCE = new URL('../packages/domain/src/catalog/solve-tool-compatibility.ts', import.meta.url).pathname
const CATALOGS_PER_CASE = 250
const RUNS_PER_CASE = 5000
const WARMUP_RUNS = 5000

export const SOLVER_CASES = [
  { name: '10 tools × 20 tunes', tools: 10, tunes: 20, targetUs: 200 },
  { name: '12 tools × 30 tunes', tools: 12, tunes: 30, targetUs: 1000 },
]

async function loadSolver() {
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].text
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
  return module.solveToolCompatibility
}

/** mulberry32: a small seeded PRNG, so every run measures the same catalogs. */
function prng(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TUNE_TYPES = [
  { id: 1, slug: 'performance', name: 'Performance', is_awd: false, is_dsg: false, group: null },
  { id: 2, slug: 'dsg', name: 'DSG', is_awd: false, is_dsg: true, group: null },
  { id: 3, slug: 'haldex', name: 'Haldex', is_awd: true, is_dsg: false, group: null },
  { id: 4, slug: 'pops', name: 'Pops and bangs', is_awd: false, is_dsg: false, group: 'addons' },
]

/**
 * A catalog shaped like the shop's: a few broad tools (an OBD flasher that does most tunes, a bench tool with an
 * install fee) and narrower ones; each tune lists 1 to 4 tools; some engine, transmission and global denials.
 */
function randomCatalog(random, toolCount, tuneCount) {
  const int = (min, max) => min + Math.floor(random() * (max - min + 1))
  const usd = (amount_minor) => ({ amount_minor, currency: 'USD' })
  const tools = Array.from({ length: toolCount }, (_, i) => {
    const rentable = random() < 0.3
    return {
      id: i + 1,
      price: usd(int(0, 60) * 1000),
      install_fee: usd(random() < 0.4 ? int(1, 20) * 500 : 0),
      rent_price: rentable ? usd(int(5, 15) * 1000) : null,
      is_rentable: rentable,
    }
  })
  const broad = [1, 2]
  const tunes = Array.from({ length: tuneCount }, (_, i) => {
    const listed = new Set()
    for (const id of broad) if (random() < 0.6) listed.add(id)
    const extra = int(1, 3)
    for (let k = 0; k < extra; k++) listed.add(int(1, toolCount))
    return {
      id: 1000 + i,
      tools: [...listed],
      tune_types: [TUNE_TYPES[int(0, TUNE_TYPES.length - 1)]],
      scope: random() < 0.7 ? 'engine' : 'transmission',
    }
  })
  const pick = (count) => Array.from({ length: count }, () => ({ tool_id: int(1, toolCount), reason: 'bench' }))
  return {
    tunes,
    tools,
    engineRestrictions: pick(int(0, 2)),
    transmissionRestrictions: pick(int(0, 1)),
    globalRules: Array.from({ length: int(0, 3) }, (_, i) => ({
      id: i + 1,
      tool_id: int(1, toolCount),
      tune_type_id: random() < 0.5 ? TUNE_TYPES[int(0, TUNE_TYPES.length - 1)].id : null,
      make_id: random() < 0.5 ? int(1, 3) : null,
      description: 'bench',
    })),
    makeId: int(1, 3),
    owned: random() < 0.2 ? [int(1, toolCount)] : [],
    rent: random() < 0.3,
    currency: 'USD',
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Runs every case and answers its figures; `{ cases: [{ name, tools, tunes, runs, solved, p50us, p99us, targetUs }] }`. */
export async function benchSolver({ runs = RUNS_PER_CASE, seed = 20261122 } = {}) {
  const solve = await loadSolver()
  const catalogsOf = SOLVER_CASES.map((spec, index) => {
    const random = prng(seed + index)
    return Array.from({ length: CATALOGS_PER_CASE }, () => randomCatalog(random, spec.tools, spec.tunes))
  })
  // Warm every case up before measuring any, so that no case is measured while the JIT still compiles.
  for (const catalogs of catalogsOf) for (let i = 0; i < WARMUP_RUNS; i++) solve(catalogs[i % catalogs.length])
  const cases = []
  for (const [index, spec] of SOLVER_CASES.entries()) {
    const catalogs = catalogsOf[index]
    let solved = 0
    const samples = new Float64Array(runs)
    for (let i = 0; i < runs; i++) {
      const catalog = catalogs[i % catalogs.length]
      const start = process.hrtime.bigint()
      const result = solve(catalog)
      samples[i] = Number(process.hrtime.bigint() - start) / 1000
      if (result.ok) solved++
    }
    samples.sort()
    cases.push({
      name: spec.name,
      tools: spec.tools,
      tunes: spec.tunes,
      runs,
      solved: solved / runs,
      p50us: percentile(samples, 50),
      p99us: percentile(samples, 99),
      targetUs: spec.targetUs,
    })
  }
  return { cases }
}

/** The markdown table of `benchSolver`'s figures. */
export function solverTable({ cases }) {
  const lines = [
    '| solver case | runs | solved | p50 µs | p99 µs | target p99 µs | status |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const row of cases) {
    const status = row.p99us <= row.targetUs ? 'meets' : 'MISSES'
    lines.push(
      `| ${row.name} | ${row.runs} | ${(row.solved * 100).toFixed(0)}% | ${row.p50us.toFixed(1)} | ${row.p99us.toFixed(1)} | ${row.targetUs} | ${status} |`,
    )
  }
  return lines.join('\n')
}
