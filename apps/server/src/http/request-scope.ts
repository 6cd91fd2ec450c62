import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The id of the request whose work is running, for what cannot be handed a context: an error that escapes every
 * handler reaches the process guard (main.ts) still inside the request's async context, and is logged with its id.
 */
export const requestScope = new AsyncLocalStorage<string>()

export const currentRequestId = (): string | undefined => requestScope.getStore()

/**
 * Pino's `mixin` (bootstrap.ts): every line logged while a request's work runs carries its id, the lines of the
 * services and platform code that log through `deps.logger` too, so a customer's report (the `X-Request-Id` header,
 * the `request_id` of an unknown error) finds each line of its request (decision 0085). Outside a request: nothing.
 * A fresh object each time: pino merges the line's own fields into it.
 */
export function requestIdMixin(): { requestId?: string } {
  const requestId = requestScope.getStore()
  return requestId === undefined ? {} : { requestId }
}
