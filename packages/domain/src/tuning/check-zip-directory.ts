import type { ZipEntry } from './read-zip-entries'

export type ZipLimits = {
  maxEntries: number
  maxInflatedBytes: number
  maxRatio: number
  /** Entries inflating to no more than this are not judged by their ratio. */
  ratioGraceBytes: number
}

export type ZipDirectoryProblem = 'too_many_entries' | 'too_large' | 'ratio' | 'unsupported_method'

/**
 * Checks what a zip's central directory declares against the limits (decision 0035): entry count, total
 * inflated bytes, and per-entry ratio of inflated to compressed size. Returns the first problem or null.
 * Declared sizes can lie, so a server must still count the bytes while inflating.
 */
export function checkZipDirectory(entries: readonly ZipEntry[], limits: ZipLimits): ZipDirectoryProblem | null {
  if (entries.length > limits.maxEntries) return 'too_many_entries'
  let total = 0
  for (const entry of entries) {
    if (entry.method !== 0 && entry.method !== 8) return 'unsupported_method'
    total += entry.uncompressedSize
    if (total > limits.maxInflatedBytes) return 'too_large'
    const ratioLimit = Math.max(entry.compressedSize, 1) * limits.maxRatio
    if (entry.uncompressedSize > Math.max(ratioLimit, limits.ratioGraceBytes)) return 'ratio'
  }
  return null
}
