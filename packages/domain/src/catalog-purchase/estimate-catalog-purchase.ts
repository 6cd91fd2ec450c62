import type { Engine, GlobalCompatRule, Tool, Transmission, VehicleTune } from '../catalog/catalog.schema'
import { priceSelection } from '../catalog/price-selection'
import { selectedTunes } from '../catalog/selected-tunes'
import { solveToolCompatibility } from '../catalog/solve-tool-compatibility'
import type { VehicleSelection } from '../catalog/vehicle-selection.schema'
import type { Money } from '../money/money.schema'
import type { CatalogEstimate, CatalogLine } from './catalog-purchase.schema'

export const NOTHING_CHOSEN_MESSAGE = 'Choose at least one tune to buy.'

export type EstimateInput = {
  vehicle: string
  engine: Pick<Engine, 'tunes' | 'tool_restrictions' | 'make'>
  transmission: Pick<Transmission, 'tunes' | 'tool_restrictions'> | null
  tools: readonly Pick<Tool, 'id' | 'name' | 'price' | 'rent_price' | 'install_fee' | 'is_rentable'>[]
  globalRules: readonly GlobalCompatRule[]
  selection: Pick<
    VehicleSelection,
    'tune' | 'addOnTunes' | 'dsgTune' | 'transmissionTune' | 'transmissionAddOnTunes' | 'awdTune' | 'awdAddOnTunes'
  >
  role: 'customer' | 'dealer'
  currency: string
  /** Tool ids the buyer already owns. */
  owned: readonly number[]
  rent: boolean
}

export type EstimateResult = ({ ok: true } & CatalogEstimate) | { ok: false; message: string }

/**
 * Prices a catalog purchase exactly as the vehicle page shows it: the tunes through `priceSelection` (dealer
 * prices for the dealer role), the flash tool through `solveToolCompatibility` (the cheapest combination; an
 * owned tool costs nothing; renting only when one rentable tool covers every tune, SPEC §9) and the install fee
 * of the combination (its highest). Lines: tunes, then each tool with how it is had, then the install fee when
 * there is a tool. Nothing chosen, a tune without tools or an unsolvable set is `{ ok: false, message }`.
 */
export function estimateCatalogPurchase(input: EstimateInput): EstimateResult {
  const { currency, role } = input
  const catalog = { engineTunes: input.engine.tunes, transmissionTunes: input.transmission?.tunes ?? [] }
  const chosen = selectedTunes<VehicleTune>(input.selection, catalog)
  if (chosen.length === 0) return { ok: false, message: NOTHING_CHOSEN_MESSAGE }
  const priced = priceSelection({ ...catalog, selection: input.selection, role, currency })
  const solved = solveToolCompatibility({
    tunes: chosen.map(({ tune, scope }) => ({ id: tune.id, tools: tune.tools, tune_types: tune.tune_types, scope })),
    tools: input.tools,
    engineRestrictions: input.engine.tool_restrictions,
    transmissionRestrictions: input.transmission?.tool_restrictions ?? [],
    globalRules: input.globalRules,
    makeId: input.engine.make.id,
    owned: input.owned,
    rent: input.rent,
    currency,
  })
  if (!solved.ok) return { ok: false, message: solved.message }

  const zero: Money = { amount_minor: 0, currency }
  const byId = new Map(input.tools.map((tool) => [tool.id, tool]))
  const owned = new Set(input.owned)
  const lines: CatalogLine[] = priced.lines.map((line) => ({
    type: 'tune',
    tune_id: line.tuneId,
    name: line.name,
    kind: line.kind,
    amount: line.unitPrice,
  }))
  for (const id of solved.tools) {
    const tool = byId.get(id)
    if (!tool) continue
    if (owned.has(id)) lines.push({ type: 'tool', tool_id: id, name: tool.name, mode: 'owned', amount: zero })
    else if (solved.rented && tool.rent_price)
      lines.push({ type: 'tool', tool_id: id, name: tool.name, mode: 'rent', amount: tool.rent_price })
    else lines.push({ type: 'tool', tool_id: id, name: tool.name, mode: 'buy', amount: tool.price })
  }
  if (solved.tools.length > 0) lines.push({ type: 'install_fee', name: 'Install fee', amount: solved.installFee })

  const single = solved.tools.length === 1 ? byId.get(solved.tools[0] as number) : undefined
  const rentable = single && single.is_rentable && single.rent_price !== null && !owned.has(single.id) ? single : null
  return {
    ok: true,
    currency,
    role,
    vehicle: input.vehicle,
    lines,
    tunes_total: priced.total,
    tool_cost: solved.toolCost,
    install_fee: solved.installFee,
    total: { amount_minor: priced.total.amount_minor + solved.total.amount_minor, currency },
    rentable_tool_id: rentable ? rentable.id : null,
  }
}
