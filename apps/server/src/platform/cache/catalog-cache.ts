import type { CatalogInvalidation } from './catalog-invalidation'
import { ResponseCache } from './response-cache'

/**
 * A rendered page as kept by the anonymous page cache: the HTML cut at every place the render put its CSP
 * nonce (joined again with each response's own nonce), and the render's headers.
 */
export type CachedPage = { parts: string[]; headers: [string, string][] }

const MAX_API_ENTRIES = 20_000
const MAX_API_BYTES = 128 * 1024 * 1024
const MAX_PAGE_ENTRIES = 5_000
const MAX_PAGE_BYTES = 256 * 1024 * 1024

/**
 * The catalog's response caches (decision 0014): ready-to-send API answers (`get`/`fill`, JSON text) and
 * rendered anonymous pages (`pages`), both emptied by one invalidation, in this process and in the others.
 * Call `invalidate()` after every committed catalog write.
 */
export class CatalogCache {
  readonly responses: ResponseCache<string>
  readonly pages: ResponseCache<CachedPage>
  private readonly unsubscribe: () => void

  constructor(
    private readonly invalidation: CatalogInvalidation,
    /** `enabled: false` (RESPONSE_CACHE=off) keeps nothing: every read goes to the database, as when measuring it. */
    { enabled = true }: { enabled?: boolean } = {},
  ) {
    this.responses = new ResponseCache<string>({
      maxEntries: MAX_API_ENTRIES,
      maxBytes: MAX_API_BYTES,
      sizeOf: (body) => body.length,
      enabled,
    })
    this.pages = new ResponseCache<CachedPage>({
      maxEntries: MAX_PAGE_ENTRIES,
      maxBytes: MAX_PAGE_BYTES,
      sizeOf: (page) => page.parts.reduce((total, part) => total + part.length, 0),
      enabled,
    })
    this.unsubscribe = invalidation.subscribe(() => this.clear())
  }

  /** The cached JSON text for `key`, if any. */
  get(key: string): string | undefined {
    return this.responses.get(key)
  }

  /** The cached JSON text, else `produce()`'s (kept unless the catalog changed meanwhile; errors are not kept). */
  fill(key: string, produce: () => Promise<string>): Promise<string> {
    return this.responses.fill(key, produce)
  }

  /** Empties both caches here and tells the other processes to do the same. */
  invalidate(): Promise<void> {
    return this.invalidation.invalidate()
  }

  /** Resolves once invalidations from other processes arrive. */
  get ready(): Promise<void> {
    return this.invalidation.ready
  }

  async close(): Promise<void> {
    this.unsubscribe()
    await this.invalidation.close()
  }

  private clear() {
    this.responses.clear()
    this.pages.clear()
  }
}
