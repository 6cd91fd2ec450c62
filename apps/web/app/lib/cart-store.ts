import {
  addCartEntry,
  CART_STORAGE_KEY,
  CART_SYNC_CHANNEL,
  isCartEntry,
  removeCartEntry,
  setCartEntryQuantity,
  type CartEntry,
  type NewCartEntry,
  withCartEntryDefaults,
} from '@shop/domain/cart'
import { create } from 'zustand'
import { answer } from './api-client'
import { browserApi } from './browser-api'

/**
 * SPEC §2/§3 the cart in the browser (docs/decisions/0025). One store per tab; every change is written to
 * localStorage (whose cart it is: `owner`, a user id or null for a visitor), told to the other tabs on the
 * BroadcastChannel `cart-sync`, and for a logged-in user saved on the server. On login the visitor's cart is
 * merged into the account's once (the server applies the add rule and the cap of 20).
 */

/**
 * Entries read back from storage, another tab or the account, checked without the schema library (public pages'
 * JS), with the defaults of entries saved before decision 0068 (a vehicle bundle without its tool choice).
 */
const entriesOf = (value: unknown): CartEntry[] | null =>
  Array.isArray(value) && value.every(isCartEntry) ? value.map(withCartEntryDefaults) : null
type StoredCart = { owner: string | null; entries: CartEntry[] }

type SyncMessage = { kind: 'cart'; owner: string | null; entries: CartEntry[] }

type CartState = {
  entries: CartEntry[]
  /** The user the cart belongs to (null: a visitor); set once the browser has taken over. */
  owner: string | null
  ready: boolean
  open: boolean
  add: (entry: NewCartEntry) => void
  remove: (hash: string) => void
  setQuantity: (hash: string, quantity: unknown) => void
  /** Empties the cart (after a paid order): this tab, the other tabs and the account. */
  clear: () => void
  setOpen: (open: boolean) => void
}

let channel: BroadcastChannel | null = null
let saveTimer: ReturnType<typeof setTimeout> | undefined
let currency = 'USD'
/**
 * Lines added while the account's cart is on its way (a quick buyer clicks "Add to cart" as the page loads): the
 * account's cart replaces the tab's when it comes, so these are added to it again rather than lost.
 */
let addedDuringSync: NewCartEntry[] | null = null

function readStored(): StoredCart {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY)
    const stored = (raw ? JSON.parse(raw) : null) as Partial<StoredCart> | null
    const entries = entriesOf(stored?.entries)
    const owner = typeof stored?.owner === 'string' ? stored.owner : null
    return entries ? { owner, entries } : { owner: null, entries: [] }
  } catch {
    return { owner: null, entries: [] }
  }
}

function writeStored(cart: StoredCart) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart))
  } catch {
    // Private mode or a full storage: the cart still works in this tab.
  }
}

/** Saves a logged-in user's cart shortly after the last change (typing a quantity sends one request). */
function scheduleServerSave(owner: string, entries: CartEntry[]) {
  clearTimeout(saveTimer)
  saveTimer = setTimeout(() => {
    void answer(browserApi.PUT('/api/store/cart', { body: { currency, entries, merge: false } })).catch(() => {
      // Kept in this browser; the next change or page load saves it again.
    })
  }, 300)
}

export const useCartStore = create<CartState>((set, get) => {
  /** Applies a change made in this tab: store, other tabs, the account. */
  const commit = (entries: CartEntry[]) => {
    const { owner } = get()
    set({ entries })
    writeStored({ owner, entries })
    channel?.postMessage({ kind: 'cart', owner, entries } satisfies SyncMessage)
    if (owner) scheduleServerSave(owner, entries)
  }
  return {
    entries: [],
    owner: null,
    ready: false,
    open: false,
    add: (entry) => {
      addedDuringSync?.push(entry)
      commit(addCartEntry(get().entries, entry))
    },
    remove: (hash) => commit(removeCartEntry(get().entries, hash)),
    setQuantity: (hash, quantity) => commit(setCartEntryQuantity(get().entries, hash, quantity)),
    clear: () => commit([]),
    setOpen: (open) => set({ open }),
  }
})

function adopt(owner: string | null, entries: CartEntry[]) {
  // Stored first: a subscriber may change the cart as it becomes ready (the checkout adds its opening bundle), and
  // its change is the one that stays.
  writeStored({ owner, entries })
  useCartStore.setState({ owner, entries, ready: true })
}

function listen() {
  if (channel || typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(CART_SYNC_CHANNEL)
  channel.onmessage = (event: MessageEvent<SyncMessage>) => {
    const data = event.data
    if (data?.kind !== 'cart') return
    const entries = entriesOf(data.entries)
    if (!entries) return
    // Another tab changed the cart (or who owns it): take it as it is, without echoing it back.
    useCartStore.setState({ entries, owner: data.owner, ready: true })
  }
}

/**
 * Brings the tab's cart in line with who is logged in; called on load and whenever the user changes.
 * - visitor: the stored visitor cart (an account's cart left behind at logout is not shown to a visitor);
 * - user, stored cart is a visitor's: merged into the account once, then owned by the user;
 * - user, stored cart is theirs or another user's: the account's saved cart.
 */
export async function syncCartOwner(userId: string | null, displayCurrency: string): Promise<void> {
  currency = displayCurrency
  listen()
  const stored = readStored()
  if (userId === null) {
    adopt(null, stored.owner === null ? stored.entries : [])
    return
  }
  if (useCartStore.getState().ready && useCartStore.getState().owner === userId) return
  const added: NewCartEntry[] = []
  addedDuringSync = added
  try {
    const saved =
      stored.owner === null && stored.entries.length > 0
        ? await answer(browserApi.PUT('/api/store/cart', { body: { currency, entries: stored.entries, merge: true } }))
        : await answer(browserApi.GET('/api/store/cart'))
    adopt(userId, entriesOf(saved?.entries) ?? [])
  } catch {
    // The account's cart could not be loaded: keep what this browser has, saved again on the next change.
    adopt(userId, stored.entries)
  } finally {
    if (addedDuringSync === added) addedDuringSync = null
  }
  // Each is a change of the account's cart now: shown, stored, told to the other tabs and saved to the account.
  for (const entry of added) useCartStore.getState().add(entry)
  channel?.postMessage({ kind: 'cart', owner: userId, entries: useCartStore.getState().entries } satisfies SyncMessage)
}
