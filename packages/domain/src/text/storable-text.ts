/**
 * PostgreSQL text (UTF-8) cannot hold U+0000: a NUL that reaches a query is an error of the database, not of the
 * request. It is the one character to refuse: a lone surrogate (valid in a JSON string) reaches the database as
 * U+FFFD, since the drivers encode text as UTF-8, and every other code point is stored as sent.
 */
const UNSTORABLE = '\u0000'

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character (U+0000)'

/** True when the database can store `value` as text. */
export function isStorableText(value: string): boolean {
  return !value.includes(UNSTORABLE)
}

type Step = { parent: Step | null; key: string } | null

const pathOf = (step: Step): string => {
  const keys: string[] = []
  for (let at = step; at; at = at.parent) keys.push(at.key.replaceAll(UNSTORABLE, '\\u0000'))
  return keys.reverse().join('.')
}

/**
 * The dotted paths (`items.0.note`; '' for `value` itself) of every string in a parsed JSON value, query or form
 * that the database could not store, object keys included. Empty when all of it is storable. Walked with a list
 * and paths built only for what is found: a body of 50,000 nested arrays must neither overflow the stack nor
 * build a path at each level.
 */
export function unstorableTextPaths(value: unknown): string[] {
  const found: string[] = []
  const pending: [Step, unknown][] = [[null, value]]
  while (pending.length > 0) {
    const [step, item] = pending.pop()!
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(pathOf(step))
      continue
    }
    if (item === null || typeof item !== 'object') continue
    for (const [key, child] of Object.entries(item)) {
      const at = { parent: step, key }
      if (isStorableText(key)) pending.push([at, child])
      else found.push(pathOf(at))
    }
  }
  return found
}
