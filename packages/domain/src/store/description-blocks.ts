/** One block of a product description: a paragraph (its lines) or a bulleted list (its items). */
export type DescriptionBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] }

const BULLET = /^[-*]\s+/

/**
 * A product description as blocks (decision 0093). The description is plain text: a blank line separates
 * paragraphs, a block whose every line starts with "- " (or "* ") is a list, and nothing else is markup — angle
 * brackets and the rest are text, which the pages render as text nodes (never as HTML), so no description can
 * carry a script. Empty text gives no block.
 */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): DescriptionBlock =>
      lines.every((line) => BULLET.test(line))
        ? { kind: 'list', items: lines.map((line) => line.replace(BULLET, '')) }
        : { kind: 'paragraph', lines },
    )
}
