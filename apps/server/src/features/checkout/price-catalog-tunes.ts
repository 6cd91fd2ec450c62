import type { Actor } from '@shop/domain/accounts'
import type { CatalogTuneCartEntry } from '@shop/domain/cart'
import {
  INITIAL_VEHICLE_SELECTION,
  parseVehiclePath,
  priceSelection,
  purchasePricingRoleOf,
  selectedTunes,
  vehicleSelectionReducer,
  type VehicleSelection,
} from '@shop/domain/catalog'
import type { AppDeps } from '../../http/app-env'
import { AppError, validationFailed } from '../../http/app-error'
import * as catalog from '../catalog/catalog.service'

/** What the checkout needs of a priced catalog-tune line (decision 0047). */
export type PricedTunes = { name: string; subtext: string; unitPriceMinor: number }

const lineError = (index: number, message: string) => validationFailed({ [`entries.${index}`]: [message] })

/**
 * Prices a cart's catalog-tune entry on the server exactly as the vehicle page priced it: the vehicle's engine
 * and transmission tunes in `currency`, the entry's tune ids chosen through the selection reducer (so requirements
 * and single-choice slots hold as on the page), then the catalog's `priceSelection` for the buyer's role (dealer
 * prices only for members of a dealer, as `/api/v1/catalog/estimate`). The browser's price is never used.
 */
export async function priceCatalogTunes(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  entry: CatalogTuneCartEntry,
  index: number,
  currency: string,
): Promise<PricedTunes> {
  const gone = () => lineError(index, `${entry.product.name} is no longer sold for this vehicle.`)
  const parsed = parseVehiclePath(entry.vehicle.path)
  if (!('segments' in parsed)) throw gone()
  const { make, year, model, engine: engineSlug, transmission: transmissionSlug } = parsed.segments
  if (!make || !year || !model || !engineSlug) throw gone()
  const role = purchasePricingRoleOf(actor)
  const path = { make, year, model, engine: engineSlug }
  let engine: Awaited<ReturnType<typeof catalog.getEngine>>
  let transmission: Awaited<ReturnType<typeof catalog.getTransmission>> | null
  try {
    ;[engine, transmission] = await catalog.readVehicleForPurchase(
      deps.db,
      { ...path, transmission: transmissionSlug },
      role,
      currency,
    )
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw gone()
    throw error
  }
  const tuneCatalog = { engineTunes: engine.tunes, transmissionTunes: transmission?.tunes ?? [] }
  const start: VehicleSelection = { ...INITIAL_VEHICLE_SELECTION, ...path, transmission: transmissionSlug ?? null }
  const selection = entry.tuneIds.reduce(
    (state, tuneId) => vehicleSelectionReducer(state, { type: 'tuneAdded', tuneId, catalog: tuneCatalog }),
    start,
  )
  const chosen = new Set(selectedTunes(selection, tuneCatalog).map(({ tune }) => tune.id))
  const wanted = new Set(entry.tuneIds)
  // A tune removed from the catalog, or a set the page could not have produced, is not sold as it was added.
  if (chosen.size !== wanted.size || [...wanted].some((id) => !chosen.has(id))) throw gone()
  let priced: ReturnType<typeof priceSelection>
  try {
    priced = priceSelection({ ...tuneCatalog, selection, role, currency })
  } catch {
    throw lineError(index, `${entry.product.name} is not sold in ${currency}.`)
  }
  const vehicleName = [engine.year, engine.make.name, engine.model.name, engine.name, transmission?.name]
    .filter(Boolean)
    .join(' ')
  return {
    name: priced.lines.map((line) => line.name).join(' + '),
    subtext: vehicleName,
    unitPriceMinor: priced.total.amount_minor,
  }
}
