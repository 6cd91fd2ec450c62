import { applyDiscountCode } from '../store/apply-discount-code'
import type { DiscountCode } from '../store/discount-code.schema'
import type { EstimateLine, PricedTune, TuneEstimate, TuneSelection } from './tune-estimate.schema'

export type EstimateResult = { ok: true; estimate: TuneEstimate } | { ok: false; errors: Record<string, string[]> }

/**
 * Prices a choice of tunes for a tune request (decision 0039): each tune set (a main, non-stock tune of the
 * vehicle) at its price, each option (an add-on) at its add-on price, dealer columns when `dealer`; then the
 * discount codes in order, each on what is left, so the total never goes below zero. Unknown tunes, a stock
 * tune, an add-on chosen as a set (or the reverse) and an empty choice are errors keyed by field.
 */
export function priceTuneEstimate(
  tunes: readonly PricedTune[],
  selection: TuneSelection,
  options: { currency: string; dealer?: boolean; discountCodes?: readonly DiscountCode[] },
): EstimateResult {
  const byId = new Map(tunes.map((tune) => [tune.id, tune]))
  const errors: Record<string, string[]> = {}
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message)
  const sets = [...new Set(selection.tune_sets)]
  const addOns = [...new Set(selection.tune_options ?? [])]
  if (sets.length === 0) fail('tune_sets', 'Choose at least one tune.')
  const lines: EstimateLine[] = []
  for (const id of sets) {
    const tune = byId.get(id)
    if (!tune) fail('tune_sets', `Tune ${id} is not available for this vehicle.`)
    else if (tune.isStock) fail('tune_sets', `${tune.name} is the stock tune and cannot be ordered.`)
    else if (tune.optional) fail('tune_sets', `${tune.name} is an add-on; choose it as an option.`)
    else
      lines.push({
        tune_id: id,
        name: tune.name,
        kind: 'set',
        amount_minor: options.dealer ? tune.dealerprice : tune.price,
      })
  }
  for (const id of addOns) {
    const tune = byId.get(id)
    if (!tune) fail('tune_options', `Tune ${id} is not available for this vehicle.`)
    else if (!tune.optional) fail('tune_options', `${tune.name} is not an add-on; choose it as a tune.`)
    else
      lines.push({
        tune_id: id,
        name: tune.name,
        kind: 'option',
        amount_minor: options.dealer ? tune.dealeraddonprice : tune.addonprice,
      })
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const subtotal = lines.reduce((sum, line) => sum + line.amount_minor, 0)
  let total = subtotal
  const codes = options.discountCodes ?? []
  for (const code of codes) total = applyDiscountCode(code, total, options.currency).total.amount_minor
  return {
    ok: true,
    estimate: {
      currency: options.currency,
      lines,
      subtotal_minor: subtotal,
      discount_minor: subtotal - total,
      discount_codes: codes.map((code) => code.code),
      total_minor: total,
    },
  }
}
