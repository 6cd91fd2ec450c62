import { createContext } from 'react-router'
import type { ApiFetch } from './api-client'

/**
 * What the server gives every request: the API in-process (the visitor's cookies forwarded) and the origin its calls
 * are addressed to (the visitor's host: its region decides the currency), the CSP nonce, the public URL.
 */
export type ServerValues = { api: ApiFetch; apiOrigin: string; nonce: string; publicUrl: string }

export const serverContext = createContext<ServerValues>()
