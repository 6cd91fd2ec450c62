import { CHECKOUT_DRAFT_STORAGE_KEY, readCheckoutDraft, type CheckoutDraft } from '@shop/domain/checkout'
import { useEffect, useState } from 'react'

function loadDraft(): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE_KEY)
    return raw ? readCheckoutDraft(JSON.parse(raw)) : null
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
 */
export function useCheckoutDraft(draft: CheckoutDraft, restore: (kept: CheckoutDraft) => void) {
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    const kept = loadDraft()
    if (kept) restore(kept)
    setRestored(true)
    // Once, on mount: later changes are the form's own.
  }, [])
  const serialized = JSON.stringify(readCheckoutDraft(draft))
  useEffect(() => {
    if (!restored) return
    try {
      window.sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, serialized)
    } catch {
      // Private mode or a full storage: the form still works, it is just not kept.
    }
  }, [restored, serialized])
}
