import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision 0075: every text the server sends in an error envelope is in the domain's error catalogue
// (`@shop/domain/errors`, ERROR_TEXTS and its neighbours), so that the server and the web app say the same words
// and a text is changed in one place. This reads the server's source: no `AppError`, `paymentRequired` or
// envelope (`{ code, message }`) is built with a string literal of its own.

const SOURCE = join(import.meta.dirname, '..')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })

const LITERAL = String.raw`\s*['"\x60]`
const ARGUMENT = String.raw`\s*[^,()]+,`
const LITERAL_TEXTS = [
  new RegExp(String.raw`new AppError\(${ARGUMENT}${ARGUMENT}${LITERAL}`, 'g'),
  new RegExp(String.raw`paymentRequired\(${ARGUMENT}${LITERAL}`, 'g'),
  new RegExp(String.raw`code:\s*['"](?!custom['"])[a-z_]+['"],\s*message:${LITERAL}`, 'g'),
]

describe('error texts come from the catalogue', () => {
  it('no error envelope of the server is built with a literal text', () => {
    const found: string[] = []
    for (const file of sourceFiles(SOURCE)) {
      const name = relative(SOURCE, file)
      const text = readFileSync(file, 'utf8')
      for (const pattern of LITERAL_TEXTS) {
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split('\n').length
          found.push(`${name}:${line} ${match[0].replace(/\s+/g, ' ')}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('the check finds a literal text where there is one', () => {
    const sample = "throw new AppError(\n  409,\n  'no_offer',\n  'There is no offer.',\n)"
    expect(LITERAL_TEXTS.some((pattern) => sample.match(pattern))).toBe(true)
    expect(LITERAL_TEXTS.some((pattern) => 'new AppError(409, code, ERROR_TEXTS.noOfferToAnswer)'.match(pattern))).toBe(
      false,
    )
  })
})
