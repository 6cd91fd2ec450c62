import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The reads of one server-rendered page (decision 0110). A page's loaders ask the API in-process several times,
 * and two calls may need the same facts (the global state's and the dealer portal's onboarding checklist): within
 * the page's render they are read once. The scope is the page's own: an API request from outside never runs in
 * it, and a write made by the page (its action) empties it, so nothing read before a write is answered after it.
 */
const pageReads = new AsyncLocalStorage<Map<string, Promise<unknown>>>()

/** Runs a page's render with its own, empty set of reads. */
export function inPageScope<T>(render: () => Promise<T>): Promise<T> {
  return pageReads.run(new Map(), render)
}

/**
 * A write the page makes through the API (its action): it reads nothing remembered, and every read after it is
 * read again.
 */
export async function asPageWrite<T>(write: () => Promise<T>): Promise<T> {
  const reads = pageReads.getStore()
  try {
    return await pageReads.exit(write)
  } finally {
    reads?.clear()
  }
}

/**
 * `read()` once per page for `key`; outside a page (an API request of a browser, a job) every call reads. A read
 * that fails is not kept: the next caller tries again.
 */
export function oncePerPage<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = pageReads.getStore()
  if (!reads) return read()
  const known = reads.get(key) as Promise<T> | undefined
  if (known) return known
  const reading = read()
  reads.set(key, reading)
  reading.catch(() => {
    if (reads.get(key) === reading) reads.delete(key)
  })
  return reading
}
