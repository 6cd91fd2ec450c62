import { useCallback, useSyncExternalStore } from 'react'

/**
 * SPEC §3 "Tuning state": the guided-flow flag and the dealer-credits-guide flag, remembered in this browser
 * (decision 0043). Kept apart from the per-request selection so either can change shape alone.
 */
export type TuningGuides = { guided: boolean; dealerCreditsGuide: boolean }

const STORAGE_KEY = 'tuneshop.tuning-guides'
const CHANGED = 'tuneshop:tuning-guides-changed'
const DEFAULTS: TuningGuides = { guided: true, dealerCreditsGuide: true }

let cached: TuningGuides | undefined

function read(): TuningGuides {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')
    if (parsed && typeof parsed === 'object') {
      const value = parsed as Partial<Record<keyof TuningGuides, unknown>>
      return {
        guided: typeof value.guided === 'boolean' ? value.guided : DEFAULTS.guided,
        dealerCreditsGuide:
          typeof value.dealerCreditsGuide === 'boolean' ? value.dealerCreditsGuide : DEFAULTS.dealerCreditsGuide,
      }
    }
  } catch {
    // Storage blocked or a broken value: the defaults.
  }
  return DEFAULTS
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      cached = undefined
      onChange()
    }
  }
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

const snapshot = () => (cached ??= read())
const serverSnapshot = () => DEFAULTS

/** The two flags and a setter; on the server (and before hydration) the defaults. */
export function useTuningGuides(): [TuningGuides, (change: Partial<TuningGuides>) => void] {
  const guides = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const update = useCallback((change: Partial<TuningGuides>) => {
    const next = { ...snapshot(), ...change }
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Remembered for this page only.
    }
    cached = next
    window.dispatchEvent(new Event(CHANGED))
  }, [])
  return [guides, update]
}
