import type { RouterContextProvider } from 'react-router'
import { createApi, type Api } from './api-client'
import { serverContext } from './server-context'

/** The API for a loader or action: in-process on the server, with the visitor's cookies, at the visitor's host. */
export function serverApi(context: Readonly<RouterContextProvider>): Api {
  const { api, apiOrigin } = context.get(serverContext)
  return createApi(api, apiOrigin)
}
