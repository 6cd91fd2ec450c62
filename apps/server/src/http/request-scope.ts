import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The id of the request whose work is running, for what cannot be handed a context: an error that escapes every
 * handler reaches the process guard (main.ts) still inside the request's async context, and is logged with its id.
 */
export const requestScope = new AsyncLocalStorage<string>()

export const currentRequestId = (): string | undefined => requestScope.getStore()
