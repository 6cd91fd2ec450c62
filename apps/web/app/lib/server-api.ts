import type { RouterContextProvider } from 'react-router'
import { createApiClient, type ApiClient } from './api-client'
import { serverContext } from './server-context'

/** The API for a loader or action: in-process on the server, with the visitor's cookies. */
export function serverApi(context: Readonly<RouterContextProvider>): ApiClient {
  return createApiClient(context.get(serverContext).api)
}
