import type { Actor } from '@shop/domain/accounts'
import { displayCurrencyOf } from '@shop/domain/regions'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import { permit } from '../../http/permit'
import { visibleOrganizationId } from '../accounts/accounts.service'
import { invalidateStore } from './store-cache'
import * as repo from './store.repository'
import * as service from './store.service'

// The store's changes by staff and dealers: who may make them is decided here, through `can()` (decision 0075),
// and each empties the store's caches (decision 0048).

/** Staff edit the rates table (every staff member who may enter the back office, admins included). */
export async function setConversionRate(
  deps: AppDeps,
  actor: Actor | null,
  input: Parameters<typeof service.setConversionRate>[2],
) {
  const staff = permit(actor, 'back-office:enter')!
  return service.setConversionRate(deps.db, deps.siteConfig, input, staff.id, deps.clock())
}

/** Admins create a sale. */
export async function createSale(deps: AppDeps, actor: Actor | null, input: Parameters<typeof service.createSale>[1]) {
  permit(actor, 'back-office:write')
  const sale = await service.createSale(deps.db, input)
  await invalidateStore(deps)
  return sale
}

/** A dealer's owners and managers set the dealer's display currency (SPEC §5: a store currency, else none). */
export async function setDealerDisplayCurrency(deps: AppDeps, actor: Actor, slug: string, wanted: string | null) {
  const organizationId = await visibleOrganizationId(deps.db, actor, 'dealer', slug)
  // Someone else's dealer is not revealed; members and staff, who see it, are told when they may not change it.
  if (!organizationId) throw notFound('This dealer')
  permit(actor, 'dealer:manage', { organizationId })
  const currency = wanted === null ? null : displayCurrencyOf(deps.siteConfig, { wanted })
  await repo.upsertOrganizationDisplayCurrency(deps.db, organizationId, currency, deps.clock())
  await invalidateStore(deps)
  return { preferred_display_currency: currency }
}
