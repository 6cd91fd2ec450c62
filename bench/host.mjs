// How much of the machine the bench had: the CPU time the hypervisor gave to other guests (steal) while a piece ran,
// and a fixed piece of JavaScript timed at the start and the end. Every figure of the bench depends on the host;
// these say whether a run's figures can be compared with another's.
import { readFileSync } from 'node:fs'

/** The machine's CPU time counters (all cores, in clock ticks), or null where /proc/stat is not there. */
export function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal (guest time is counted inside user already)
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal }
  } catch {
    return null
  }
}

/** The share of the interval's CPU time (0–1) that was stolen, and the share that was busy, between two readings. */
export function cpuShares(before, after) {
  if (!before || !after) return null
  const busy = after.busy - before.busy
  const idle = after.idle - before.idle
  const steal = after.steal - before.steal
  const total = busy + idle + steal
  return total > 0 ? { steal: steal / total, busy: busy / total } : null
}

/** Runs `work` and returns its result with the CPU shares of the machine while it ran. */
export async function withCpuShares(work) {
  const before = cpuTimes()
  const result = await work()
  return { result, shares: cpuShares(before, cpuTimes()) }
}

/**
 * Milliseconds for a fixed piece of integer arithmetic and allocation (the best of three): the host's own speed at
 * this moment, in the bench process. The same machine gives several times the figure when its neighbours are busy.
 */
export function speedProbeMs() {
  let best = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now()
    let sum = 0
    const parts = []
    for (let i = 0; i < 20_000_000; i += 1) {
      sum = (sum + (i % 7) * (i & 15)) | 0
      if ((i & 0xffff) === 0) parts.push({ i, sum })
    }
    if (parts.length === 0) throw new Error('unreachable')
    best = Math.min(best, performance.now() - started)
  }
  return best
}

const percent = (share) => (share ? `${(share.steal * 100).toFixed(0)}%` : 'n/a')

/** One line on the host for the printed report. */
export function hostLine({ probeStartMs, probeEndMs, lighthouseShares, loadShares }) {
  return (
    `Host: speed probe ${probeStartMs.toFixed(0)} ms at the start, ${probeEndMs.toFixed(0)} ms at the end ` +
    `(lower is faster; the same fixed work, best of three); CPU time stolen by the hypervisor: ` +
    `${percent(lighthouseShares)} during Lighthouse, ${percent(loadShares)} during the load rows ` +
    '(a host of its own steals next to none: above a few percent, the figures measure the neighbours too)'
  )
}
