import { useEffect, useState } from 'react'
import { inNextTask } from './next-task'
import { useUiState } from './ui-state'

/**
 * The visitor's chosen display currency for the store (docs/decisions/0025): a first-party cookie set by the
 * currency picker, read by the store's loaders (sent as `?currency=`, which the server re-validates) and by the
 * cart. Without a choice, the global state's display currency (the user's or dealer's preferred one, else the
 * default) is used.
 */
export const CURRENCY_COOKIE = 'tuneshop.currency'
const PATTERN = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE.replace('.', '\\.')}=([A-Z]{3})(?:;|$)`)

/** The chosen currency in a Cookie header (when `currencies` is given: only if it is one of them). */
export function chosenCurrencyOf(
  cookieHeader: string | null | undefined,
  currencies?: readonly string[],
): string | null {
  const code = cookieHeader ? PATTERN.exec(cookieHeader)?.[1] : undefined
  return code && (!currencies || currencies.includes(code)) ? code : null
}

/** `?currency=…` for a store API call from a loader: the visitor's choice (the server re-validates it). */
export function currencyQueryOf(request: Request): string {
  const chosen = chosenCurrencyOf(request.headers.get('cookie'))
  return chosen ? `currency=${chosen}` : ''
}

export function chooseCurrency(currency: string) {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=31536000; SameSite=Lax`
  window.dispatchEvent(new Event('tuneshop:currency'))
}

/** The store's display currency in the browser: the visitor's choice, else the global state's. */
export function useStoreCurrency(): string {
  const { display_currency, site } = useUiState()
  const [chosen, setChosen] = useState<string | null>(null)
  useEffect(() => {
    const read = () => setChosen(chosenCurrencyOf(document.cookie, site.currencies))
    // The first read of document.cookie asks the browser's network process and waits: not in hydration's task.
    const cancelRead = inNextTask(read)
    window.addEventListener('tuneshop:currency', read)
    return () => {
      cancelRead()
      window.removeEventListener('tuneshop:currency', read)
    }
  }, [site.currencies])
  return chosen ?? display_currency
}
