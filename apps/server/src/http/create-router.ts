import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from './app-env'
import { validationFailed } from './app-error'
import { issuesToFieldErrors } from './zod-issues'

/** A feature router whose failed validations become the 422 envelope (SPEC §8). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(issuesToFieldErrors(result.error.issues))
    },
  })
}
export type Router = ReturnType<typeof createRouter>

/** A handler of one contract, typed by it. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>
