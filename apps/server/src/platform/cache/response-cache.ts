/**
 * A bounded LRU of ready-to-send responses (decision 0014), with two guards for a cache in front of a
 * database that other writers change:
 * - `fill` joins concurrent misses of one key into a single production (one query burst, not fifty);
 * - a value produced across a `clear()` is handed to its callers but not kept, so an answer read before a
 *   catalog write never outlives the invalidation of that write.
 */
export type ResponseCacheOptions<V> = {
  /** At most this many entries; the least recently used go first. */
  maxEntries: number
  /** At most this many bytes in total, as measured by `sizeOf` (strings: their length). */
  maxBytes?: number
  sizeOf?: (value: V) => number
  /** false: keep nothing and join nothing, every read is produced (RESPONSE_CACHE=off, for measuring). */
  enabled?: boolean
}

export class ResponseCache<V> {
  private readonly entries = new Map<string, { value: V; size: number; stamp: number }>()
  private readonly inFlight = new Map<string, Promise<V>>()
  private bytes = 0
  private generation = 0
  /** Counts moves to the young end: at most `clock - stamp` entries are younger than an entry. */
  private clock = 0
  /** Lookups answered and not (`get`, and `fill` through it): the hit ratio on /metrics (decision 0085). */
  hits = 0
  misses = 0

  constructor(private readonly options: ResponseCacheOptions<V>) {}

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) {
      this.misses++
      return undefined
    }
    this.hits++
    // Re-inserting moves the key to the young end of the Map's insertion order: that order is the LRU list. An
    // entry already in the youngest quarter stays put: it is far from eviction, and a hit on the hottest keys (most
    // hits) then costs one lookup instead of three, and no share of the Map's rehashing of deleted slots.
    if (this.clock - entry.stamp > this.entries.size >> 2) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      entry.stamp = ++this.clock
    }
    return entry.value
  }

  set(key: string, value: V): void {
    const size = this.options.sizeOf?.(value) ?? 0
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY
    this.delete(key)
    // A value larger than the whole budget would evict everything and then itself.
    if (size > maxBytes || this.options.enabled === false) return
    this.entries.set(key, { value, size, stamp: ++this.clock })
    this.bytes += size
    while (this.entries.size > this.options.maxEntries || this.bytes > maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.bytes -= entry.size
  }

  /**
   * A token for `setIfUnchanged`: a value computed after reading it may be stored only if no `clear()`
   * happened meanwhile (for callers that cannot share one production between requests).
   */
  get version(): number {
    return this.generation
  }

  setIfUnchanged(key: string, value: V, version: number): boolean {
    if (version !== this.generation) return false
    this.set(key, value)
    return true
  }

  clear(): void {
    this.generation += 1
    this.entries.clear()
    this.inFlight.clear()
    this.bytes = 0
  }

  /**
   * The cached value, else `produce()`'s, kept when `keep` allows (default: always). A rejected production
   * is not kept and rejects every caller that joined it.
   */
  async fill(key: string, produce: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (this.options.enabled === false) return produce()
    const cached = this.get(key)
    if (cached !== undefined) return cached
    const running = this.inFlight.get(key)
    if (running) return running
    const generation = this.generation
    const production = produce().then(
      (value) => {
        if (this.generation === generation) {
          this.inFlight.delete(key)
          if (keep(value)) this.set(key, value)
        }
        return value
      },
      (error: unknown) => {
        if (this.generation === generation) this.inFlight.delete(key)
        throw error
      },
    )
    this.inFlight.set(key, production)
    return production
  }
}
