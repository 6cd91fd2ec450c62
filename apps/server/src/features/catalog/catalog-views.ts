import {
  vehiclePath,
  type EngineSummary,
  type Make,
  type MakeSeo,
  type Model,
  type ToolRestriction,
  type TransmissionSummary,
  type TuneType,
  type VehicleRef,
  type VehicleTune,
} from '@shop/domain/catalog'
import type { Money } from '@shop/domain/money'
import type { CatalogCaller } from './catalog-audience'
import type * as repo from './catalog.repository'

// Mapping the catalog's rows to the payload contract (decision 0015).

export const money = (amountMinor: number, currency: string): Money => ({ amount_minor: amountMinor, currency })

export function toMake(row: repo.MakeRow): Make {
  return { id: row.id, slug: row.slug, name: row.name, origin: row.origin }
}

export function makeSeoOf(make: repo.MakeRow): MakeSeo | null {
  return make.seoTitle
    ? { title: make.seoTitle, description: make.seoDescription ?? '', body: make.seoBody ?? '' }
    : null
}

export function toModel(row: repo.ModelRow): Model {
  return { id: row.id, slug: row.slug, name: row.name }
}

export function toEngineSummary(row: repo.EngineRow): EngineSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    fuel: row.fuel,
    stock_horsepower: { value: row.stockHorsepowerValue, unit: row.stockHorsepowerUnit },
    stock_torque: { value: row.stockTorqueValue, unit: row.stockTorqueUnit },
  }
}

export function toTransmissionSummary(row: repo.TransmissionRow): TransmissionSummary {
  return { id: row.id, slug: row.slug, name: row.name }
}

export function toTuneType(row: repo.TuneTypeRow): TuneType {
  return { id: row.id, slug: row.slug, name: row.name, is_awd: row.isAwd, is_dsg: row.isDsg, group: row.groupName }
}

/**
 * A dealer price as the caller may see it (decision 0015): null for the public audience; for dealers the stored
 * one, except that 0 on a tune that has a retail price means "not set" (SPEC §9 default prices 0.00), so that
 * the retail price applies instead of a free tune.
 */
export function dealerAmount(
  dealer: number,
  retail: number,
  currency: string,
  caller: Pick<CatalogCaller, 'audience'>,
): Money | null {
  if (caller.audience !== 'dealer') return null
  if (dealer === 0 && retail > 0) return null
  return money(dealer, currency)
}

export function toVehicleTune(tune: repo.TuneRow, bundle: repo.TuneBundle, caller: CatalogCaller): VehicleTune {
  const { currency } = caller
  const price = bundle.prices.get(tune.id)
  const amounts = {
    price: price?.price ?? 0,
    addonprice: price?.addonprice ?? 0,
    baseprice: price?.baseprice ?? 0,
    baseaddonprice: price?.baseaddonprice ?? 0,
    dealerprice: price?.dealerprice ?? 0,
    dealeraddonprice: price?.dealeraddonprice ?? 0,
  }
  return {
    id: tune.id,
    slug: tune.slug,
    name: tune.name,
    part_number: tune.partNumber,
    is_stock: tune.isStock,
    optional: tune.optional,
    stage: tune.stage,
    description: tune.description,
    notes: tune.notes,
    horsepower: { value: tune.horsepowerValue, unit: tune.horsepowerUnit },
    torque: { value: tune.torqueValue, unit: tune.torqueUnit },
    torque_limit: { value: tune.torqueLimitValue, unit: tune.torqueLimitUnit },
    crank_horsepower: { value: tune.crankHorsepowerValue, unit: tune.crankHorsepowerUnit },
    crank_torque: { value: tune.crankTorqueValue, unit: tune.crankTorqueUnit },
    price: money(amounts.price, currency),
    addonprice: money(amounts.addonprice, currency),
    baseprice: money(amounts.baseprice, currency),
    baseaddonprice: money(amounts.baseaddonprice, currency),
    dealerprice: dealerAmount(amounts.dealerprice, amounts.price, currency, caller),
    dealeraddonprice: dealerAmount(amounts.dealeraddonprice, amounts.addonprice, currency, caller),
    requires: bundle.requires.get(tune.id) ?? [],
    recommended: bundle.recommended.get(tune.id) ?? [],
    give_split_credits: tune.giveSplitCredits,
    split_ecu_credit_amt: tune.splitEcuCreditAmt,
    split_tcu_credit_amt: tune.splitTcuCreditAmt,
    split_awd_credit_amt: tune.splitAwdCreditAmt,
    tools: bundle.tools.get(tune.id) ?? [],
    tune_types: (bundle.types.get(tune.id) ?? []).map(toTuneType),
    dyno_csv_ids: bundle.dynoIds.get(tune.id) ?? [],
  }
}

export const toRestriction = (row: { toolId: number; reason: string }): ToolRestriction => ({
  tool_id: row.toolId,
  reason: row.reason,
})

export function vehicleRefOf(row: {
  make: string
  makeName: string
  year: string
  model: string
  modelName: string
  engine: string
  engineName: string
  transmission: string | null
  transmissionName: string | null
}): VehicleRef {
  return {
    make: row.make,
    make_name: row.makeName,
    year: row.year,
    model: row.model,
    model_name: row.modelName,
    engine: row.engine,
    engine_name: row.engineName,
    transmission: row.transmission,
    transmission_name: row.transmissionName,
    path: vehiclePath({
      make: row.make,
      year: row.year,
      model: row.model,
      engine: row.engine,
      transmission: row.transmission,
    }),
  }
}

/** The power figures of a tune row, as the domain's `gainsOf` reads them. */
export function figuresOf(tune: repo.TuneRow) {
  return {
    horsepower: { value: tune.horsepowerValue, unit: tune.horsepowerUnit },
    torque: { value: tune.torqueValue, unit: tune.torqueUnit },
    crank_horsepower: { value: tune.crankHorsepowerValue, unit: tune.crankHorsepowerUnit },
    crank_torque: { value: tune.crankTorqueValue, unit: tune.crankTorqueUnit },
  }
}
