import type { Money } from '../money/money.schema'
import type { VehicleTune } from './catalog.schema'
import { selectedTunes } from './selected-tunes'
import type { TuneKind } from './vehicle-selection.schema'

export type PricedTune = Pick<
  VehicleTune,
  | 'id'
  | 'name'
  | 'is_stock'
  | 'optional'
  | 'requires'
  | 'recommended'
  | 'tune_types'
  | 'price'
  | 'addonprice'
  | 'baseprice'
  | 'baseaddonprice'
  | 'dealerprice'
  | 'dealeraddonprice'
>

export type PriceLine = {
  tuneId: number
  name: string
  kind: TuneKind
  /** What the buyer pays for it. */
  unitPrice: Money
  /** The list price to show struck through, when higher than `unitPrice`; else null. */
  listPrice: Money | null
}

export type PricedSelection = { lines: PriceLine[]; total: Money }

/** The main tune an add-on is bought with. */
const MAIN_OF: Partial<Record<TuneKind, TuneKind>> = { addon: 'ecu', 'tcu-addon': 'tcu', 'awd-addon': 'awd' }

function checked(money: Money, currency: string, tune: PricedTune): Money {
  if (money.currency !== currency) {
    throw new RangeError(`tune ${tune.id} is priced in ${money.currency}, the selection in ${currency}`)
  }
  if (!Number.isSafeInteger(money.amount_minor) || money.amount_minor < 0) {
    throw new RangeError(`tune ${tune.id} has a price that is not a non-negative integer of minor units`)
  }
  return money
}

/**
 * What one tune costs the buyer: `price`, or `addonprice` bought as an add-on with its main tune; a dealer pays
 * `dealerprice` / `dealeraddonprice` instead where set (not null).
 */
export function unitPriceOf(
  tune: Pick<PricedTune, 'price' | 'addonprice' | 'dealerprice' | 'dealeraddonprice'>,
  role: 'customer' | 'dealer',
  asAddOn = false,
): Money {
  const retail = asAddOn ? tune.addonprice : tune.price
  const dealer = asAddOn ? tune.dealeraddonprice : tune.dealerprice
  return role === 'dealer' && dealer !== null ? dealer : retail
}

/**
 * Prices a selection (lines in `selectedTunes` order, and their total) in the display currency the tunes were
 * loaded in. A main tune costs `price` (a dealer: `dealerprice` when not null); an add-on bought with its main
 * tune (an ECU add-on with a non-stock ECU tune, a TCU add-on with a TCU tune, an AWD add-on with an AWD tune)
 * costs `addonprice` (a dealer: `dealeraddonprice` when not null), alone it costs `price`; `baseprice` /
 * `baseaddonprice` are the matching list prices, shown struck through when higher. The stock tune is not a
 * purchase: no line. Integer arithmetic only; a price in another currency or negative throws a RangeError.
 */
export function priceSelection(input: {
  engineTunes: readonly PricedTune[]
  transmissionTunes: readonly PricedTune[]
  selection: Parameters<typeof selectedTunes>[0]
  role: 'customer' | 'dealer'
  currency: string
}): PricedSelection {
  const { role, currency } = input
  const chosen = selectedTunes(input.selection, input)
  const kinds = new Set(chosen.map(({ kind }) => kind))
  const lines = chosen.map(({ tune, kind }): PriceLine => {
    const main = MAIN_OF[kind]
    const asAddOn = main !== undefined && kinds.has(main)
    const unitPrice = checked(unitPriceOf(tune, role, asAddOn), currency, tune)
    const list = checked(asAddOn ? tune.baseaddonprice : tune.baseprice, currency, tune)
    return {
      tuneId: tune.id,
      name: tune.name,
      kind,
      unitPrice,
      listPrice: list.amount_minor > unitPrice.amount_minor ? list : null,
    }
  })
  const amount = lines.reduce((sum, line) => sum + line.unitPrice.amount_minor, 0)
  return { lines, total: { amount_minor: amount, currency } }
}
