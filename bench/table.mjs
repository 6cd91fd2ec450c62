// Turns the figures into the markdown the bench prints.
const KB = 1024

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

function problemsOf(row) {
  const problems = []
  if (row.non2xx > 0) problems.push(`${row.non2xx} non-2xx`)
  if (row.errors > 0) problems.push(`${row.errors} errors`)
  if (row.timeouts > 0) problems.push(`${row.timeouts} timeouts`)
  if (row.requests === 0) problems.push('no responses')
  return problems
}

export function loadTable(rows) {
  const lines = [
    '| target | connections | req/s | p99 ms | req/s vs raw | status |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const row of rows) {
    const problems = row.failed ? [row.failed] : problemsOf(row)
    lines.push(
      `| ${row.target} | ${row.connections} | ${fixed(row.reqPerSec, 0)} | ${fixed(row.p99Ms, 2)} | ` +
        `${fixed(row.ratioToRaw, 2)} | ${problems.length ? `FAILED: ${problems.join(', ')}` : 'ok'} |`,
    )
  }
  return lines.join('\n')
}

export function pageWeightLines(weight, { budgetKb, stretchKb, path = '/' }) {
  if (weight.error) return [`Page weight of ${path}: could not measure (${weight.error})`]
  const total = weight.totalBytes / KB
  const verdict = total <= stretchKb ? 'within stretch' : total <= budgetKb ? 'within budget' : 'OVER BUDGET'
  const lines = [
    `Page weight of ${path} (JS at first paint, gzip -9): ${kb(weight.totalBytes)} in ${weight.files.length} files ` +
      `(budget ${budgetKb} KB, stretch ${stretchKb} KB): ${verdict}`,
    'Largest files (gzip):',
  ]
  for (const file of weight.files.slice(0, 5)) {
    const note = file.viaImportOnly ? ' (not preloaded; found via an import)' : ''
    lines.push(`  ${kb(file.gzipBytes).padStart(9)}  ${file.url}${note}`)
  }
  return lines
}

export function lighthouseLines(result, { target, path = '/' }) {
  if (result.skipped) return ['Lighthouse: skipped (BENCH_SKIP_LIGHTHOUSE=1)']
  if (!result.ok) return [`Lighthouse (mobile, performance): could not run: ${result.reason}`]
  const verdict = result.score >= target ? 'meets' : 'BELOW'
  return [
    `Lighthouse (mobile, performance) of ${path}: ${result.score} (${verdict} target ${target}; median run of ` +
      `${result.scores.length}, scores ${result.scores.join(', ')}); ` +
      `FCP ${fixed(result.fcpMs, 0)} ms, LCP ${fixed(result.lcpMs, 0)} ms, TBT ${fixed(result.tbtMs, 0)} ms, ` +
      `CLS ${fixed(result.cls, 3)}`,
    // Lighthouse's 4x CPU slowdown assumes a host with a benchmarkIndex of about 1500-2000 (its throttling.md):
    // below that, the same page scores lower, and a score is only comparable with others next to this figure.
    `  host CPU benchmarkIndex per run: ${result.benchmarkIndexes.join(', ')} (Lighthouse's 4x slowdown assumes 1500–2000)`,
    ...result.warnings.map((warning) => `  warning: ${warning}`),
  ]
}
