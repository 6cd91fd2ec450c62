import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { validationFailed } from './app-error'
import { authorize, requireActor } from './session'
import { assertStorableText } from './storable-text'
import { issuesToFieldErrors } from './zod-issues'

/** The route-level check of a protected operation: not logged in is a 401, before anything else. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireActor(c)
  await next()
}

/**
 * An operation whose contract declares a 401 answer is one an anonymous caller cannot use, unless its `security`
 * says anyone may call it (`ANYONE`: a 401 for some inputs only). Its route checks the session first, before the
 * validators, so a stranger learns "log in", not which fields the operation takes. Derived from the
 * declaration, so no protected operation can forget it; the handler's own `requireActor` or `authorize` still
 * decides who may do what.
 */
function signedInFirst<R extends RouteConfig>(route: R): R {
  const anyone = route.security?.some((requirement) => Object.keys(requirement).length === 0) ?? false
  if (!Object.hasOwn(route.responses, 401) || anyone) return route
  const own = route.middleware === undefined ? [] : [route.middleware].flat()
  const first = isBackOffice(route.path) ? [signedIn, inBackOffice] : [signedIn]
  return { ...route, middleware: [...first, ...own] }
}

/** The admin prefix (SPEC §6): the back office's operations, whose callers are staff or admins. */
const isBackOffice = (path: string) => /^\/admin(\/|$)/.test(path)

/**
 * Someone who may not enter the back office (PERMISSIONS.md `back-office:enter`) is refused before the validators
 * too: a customer learns "forbidden", not the shape of an order number. Which screens staff may use is still the
 * handler's `authorize`.
 */
const inBackOffice: MiddlewareHandler<AppEnv> = async (c, next) => {
  await authorize(c, 'back-office:enter')
  await next()
}

/**
 * A feature router whose failed validations become the 422 envelope (SPEC §8). What passed its contract is also
 * checked for text the database cannot store (NUL, decision 0064): here, once, for every operation's body, query
 * and path, rather than in each of their string schemas.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(issuesToFieldErrors(result.error.issues))
      assertStorableText(result.data, result.target)
    },
  })
  const register = router.openapi
  router.openapi = ((route, handler, hook) => register(signedInFirst(route), handler, hook)) as typeof register
  return router
}
export type Router = ReturnType<typeof createRouter>

/** A handler of one contract, typed by it. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>
