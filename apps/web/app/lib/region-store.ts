import { create } from 'zustand'

let pageRegion: number | null = null

/** The region the page was rendered for (its host's), sent as X-Region with every API call; null when unknown. */
export const pageRegionOf = (): number | null => pageRegion

/**
 * Noted by the root while it renders in the browser (decision 0022), so that it is known before any child's effect
 * calls the API (children's effects run before the root's). Not on the server, where this module is shared.
 */
export function notePageRegion(region: number | null) {
  if (typeof window !== 'undefined') pageRegion = region
}

type RegionMismatchState = {
  /** The message of a 421 region mismatch (SPEC §8), shown until the page is reloaded. */
  message: string | null
  show: (message: string) => void
}

/** Whether the API said this page belongs to the other region, and its words. */
export const useRegionMismatch = create<RegionMismatchState>((set) => ({
  message: null,
  show: (message) => set({ message }),
}))
