import { CHECKOUT_DRAFT_STORAGE_KEY, type CheckoutDraft } from '@shop/domain/checkout'
import { useEffect, useRef } from 'react'
import type * as AllowListModule from './checkout-draft-allow-list'

type AllowList = typeof AllowListModule
let allowList: Promise<AllowList> | null = null
/** The allow-list, loaded once, when first needed. */
const loadAllowList = () => (allowList ??= import('./checkout-draft-allow-list'))

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE_KEY)
  } catch {
    return null
  }
}

function parse({ readCheckoutDraft }: AllowList, raw: string): CheckoutDraft | null {
  try {
    return readCheckoutDraft(JSON.parse(raw))
  } catch {
    return null
  }
}

/** Forgets the draft (a paid order): the next checkout in this tab starts empty. */
export function clearCheckoutDraft() {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_STORAGE_KEY)
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/**
 * Decision 0071: the checkout form survives a reload of its tab. The kept draft is restored once, after
 * hydration (storage is the browser's), then every change is written back through the domain's allow-list,
 * so whatever the form holds, no card or payment field reaches session storage.
 *
 * Nothing of this is in the page's load: a tab without a kept draft changes no state after hydration, and the
 * allow-list (a schema) is loaded when a kept draft is restored or the form is first changed. A draft restored
 * after the buyer has already typed would overwrite what they typed: it is then left as the form's next change
 * replaces it.
 */
export function useCheckoutDraft(draft: CheckoutDraft, restore: (kept: CheckoutDraft) => void) {
  // The form's fields as they are: the allow-list reads them when they are written, not while rendering.
  const typed = JSON.stringify(draft)
  const mounted = useRef<{ typed: string; latest: string } | null>(null)
  useEffect(() => {
    const first = mounted.current === null
    mounted.current = { typed: mounted.current?.typed ?? typed, latest: typed }
    if (first) {
      const raw = readStored()
      if (raw === null) return
      void loadAllowList().then((list) => {
        const kept = parse(list, raw)
        if (kept && mounted.current?.latest === mounted.current?.typed) restore(kept)
      })
      return
    }
    void loadAllowList().then(({ readCheckoutDraft }) => {
      try {
        window.sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify(readCheckoutDraft(JSON.parse(typed))))
      } catch {
        // Private mode or a full storage: the form still works, it is just not kept.
      }
    })
    // `restore` is the form's setters: the one given at mount is the one used.
  }, [typed])
}
