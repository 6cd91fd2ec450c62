import type { User } from '@shop/domain/accounts'
import { create } from 'zustand'

type SessionState = {
  user: User | null
  /** False until the browser has taken over from the server-rendered data (never true on the server). */
  ready: boolean
  setUser: (user: User | null) => void
}

/** The logged-in user in the browser; filled from the root loader, kept current by the identity header. */
export const useSessionStore = create<SessionState>((set) => ({
  user: null,
  ready: false,
  setUser: (user) => set({ user, ready: true }),
}))
