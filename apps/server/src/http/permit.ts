import { can, type Action, type Actor, type Resource } from '@shop/domain/accounts'
import { forbidden, notFound, unauthorized } from './app-error'

/**
 * A service's permission check (decision 0075): PERMISSIONS.md through the domain's `can()`. A refused read of
 * someone else's object is a 404 (`hideAs404`, its existence is not revealed); any other refusal is a 403, or a
 * 401 when not logged in. Returns the actor it let through.
 */
export function permit<A extends Actor | null>(
  actor: A,
  action: Action,
  resource: Resource = {},
  options: { hideAs404?: boolean } = {},
): A {
  if (can(actor, action, resource)) return actor
  if (options.hideAs404) throw notFound()
  throw actor ? forbidden() : unauthorized()
}
