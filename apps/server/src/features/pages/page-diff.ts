import { diffLines } from 'diff'
import type { PageDiff } from '@shop/domain/pages'

type Line = PageDiff['lines'][number]

/** The lines of a text, without the empty one after a final line break. */
const linesOf = (text: string) => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines
}

/**
 * Version `against`'s Markdown turned into the other's, line by line (the `diff` package's Myers diff). A diff that
 * would take longer than a second (two very different 200 KB texts) is answered as every old line removed and every
 * new one added: still true, only less precise.
 */
export function lineDiff(before: string, after: string): { lines: Line[]; added: number; removed: number } {
  const normalize = (text: string) => linesOf(text).join('\n') + '\n'
  const changes = diffLines(normalize(before), normalize(after), { timeout: 1000 })
  const lines: Line[] = changes
    ? changes.flatMap((change) =>
        linesOf(change.value).map((text) => ({
          kind: change.added ? ('added' as const) : change.removed ? ('removed' as const) : ('unchanged' as const),
          text,
        })),
      )
    : [
        ...linesOf(before).map((text) => ({ kind: 'removed' as const, text })),
        ...linesOf(after).map((text) => ({ kind: 'added' as const, text })),
      ]
  return {
    lines,
    added: lines.filter((line) => line.kind === 'added').length,
    removed: lines.filter((line) => line.kind === 'removed').length,
  }
}
