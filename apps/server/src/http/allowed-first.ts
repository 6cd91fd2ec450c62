import type { Action, Resource } from '@shop/domain/accounts'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { authorize } from './session'

/**
 * A route's middleware that refuses whoever may not `action` before the route's validators run (decision 0101):
 * staff, who may enter the back office, learn "forbidden" of an Admin's operation, not the fields it takes. The
 * service's own `permit` still decides; this only moves the refusal first.
 */
export function allowedFirst(action: Action, resource?: Resource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await authorize(c, action, resource)
    await next()
  }
}
