/**
 * The text of an answer made with a string body (`c.json()`, `c.text()`), read without consuming it.
 *
 * @hono/node-server's own Response keeps what it was made with — `[status, body, headers]` — under a private symbol
 * until something asks for its body stream, and writes a string body in one go. Reading it back through `text()`
 * turns it into a web Response and a stream: for a 15-byte `/api/health` that was most of the request's time
 * (decision 0087). The symbol is found by its description on the first answer that has it; an answer without it (a
 * native Response, or a later @hono/node-server that keeps its body another way) gives `undefined`, and the caller
 * reads the text the standard way.
 */
let bodySymbol: symbol | undefined

export function stringBodyOf(answer: Response): string | undefined {
  if (bodySymbol === undefined) {
    bodySymbol = Object.getOwnPropertySymbols(answer).find((symbol) => symbol.description === 'cache')
    if (bodySymbol === undefined) return undefined
  }
  const kept = (answer as unknown as Record<symbol, unknown>)[bodySymbol]
  if (!Array.isArray(kept)) return undefined
  const body: unknown = kept[1]
  return typeof body === 'string' ? body : undefined
}
