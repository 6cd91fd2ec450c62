import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from './app-env'
import { validationFailed } from './app-error'
import { assertStorableText } from './storable-text'
import { issuesToFieldErrors } from './zod-issues'

/**
 * A feature router whose failed validations become the 422 envelope (SPEC §8). What passed its contract is also
 * checked for text the database cannot store (NUL, decision 0064): here, once, for every operation's body, query
 * and path, rather than in each of their string schemas.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(issuesToFieldErrors(result.error.issues))
      assertStorableText(result.data, result.target)
    },
  })
}
export type Router = ReturnType<typeof createRouter>

/** A handler of one contract, typed by it. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>
