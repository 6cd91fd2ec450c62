import type { z } from 'zod'

const humanize = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Field messages of a failed parse, keyed by the field's path. Messages written in our schemas are
 * kept as they are; the library's generic ones get the field's name in front, so that a flat,
 * sorted list (SPEC §8) still says which field is wrong.
 */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body'
    const last = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : prefix || 'body'
    const generic = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/.test(issue.message)
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message)
    const message = missing
      ? `${humanize(last)} is required`
      : generic
        ? `${humanize(last)}: ${issue.message}`
        : issue.message
    ;(errors[key] ??= []).push(message)
  }
  return errors
}
