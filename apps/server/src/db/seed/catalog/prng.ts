/**
 * mulberry32: a small seeded pseudo-random generator, so that the demo catalog is the same on every run
 * and every machine (ARCHITECTURE §4: seed data is deterministic).
 */
export function createPrng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    /** A number in [0, 1). */
    next,
    /** A number in [min, max). */
    between: (min: number, max: number) => min + (max - min) * next(),
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  }
}
export type Prng = ReturnType<typeof createPrng>
