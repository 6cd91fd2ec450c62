export type FrontMatter = { attributes: Record<string, string>; body: string }

/**
 * Splits a Markdown file that starts with front matter (`---`, `key: value` lines, `---`) into its attributes and
 * body. Values may be wrapped in single or double quotes; blank lines and `#` comments are skipped. A file without
 * front matter, with an unclosed block or with a line that is no `key: value` throws, naming the line.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines[0]?.trim() !== '---') throw new Error('front matter: the file must begin with a line "---"')
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (end === -1) throw new Error('front matter: no closing line "---"')
  const attributes: Record<string, string> = {}
  for (let index = 1; index < end; index += 1) {
    const line = lines[index]!
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line)
    if (!match) throw new Error(`front matter: line ${index + 1} is not "key: value"`)
    attributes[match[1]!] = unquoted(match[2]!.trim())
  }
  return {
    attributes,
    body: lines
      .slice(end + 1)
      .join('\n')
      .replace(/^\n+/, ''),
  }
}

function unquoted(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
    return value.slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, '\\')
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'")
  return value
}
