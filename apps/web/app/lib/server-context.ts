import { createContext } from 'react-router'
import type { ApiFetch } from './api-client'

/** What the server gives every request: the API in-process (the visitor's cookies forwarded), the CSP nonce, the public URL. */
export type ServerValues = { api: ApiFetch; nonce: string; publicUrl: string }

export const serverContext = createContext<ServerValues>()
