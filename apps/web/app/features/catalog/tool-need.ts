import {
  selectedTunes,
  solveToolCompatibility,
  type Engine,
  type GlobalCompatRule,
  type Tool,
  type Transmission,
  type VehicleSelection,
  type VehicleTune,
} from '@shop/domain/catalog'
import type { ToolNeed } from './components/tool-needed'
import type { ToolChoice } from './hooks/use-vehicle-selection'

type ToolNeedInput = {
  selection: VehicleSelection
  engine: Engine
  transmission: Transmission | null
  tools: Tool[]
  globalRules: GlobalCompatRule[]
  choice: ToolChoice
  currency: string
}

/**
 * Which flash tool the chosen tunes need (the domain's solver, run where the page runs: on the server for
 * the first paint, in the browser after every change). Both solver errors mean "no compatible tool".
 */
export function toolNeedOf({
  selection,
  engine,
  transmission,
  tools,
  globalRules,
  choice,
  currency,
}: ToolNeedInput): ToolNeed {
  const chosen = selectedTunes<VehicleTune>(selection, {
    engineTunes: engine.tunes,
    transmissionTunes: transmission?.tunes ?? [],
  })
  if (chosen.length === 0) return { kind: 'none' }
  const result = solveToolCompatibility({
    tunes: chosen.map(({ tune, scope }) => ({ id: tune.id, tools: tune.tools, tune_types: tune.tune_types, scope })),
    tools,
    engineRestrictions: engine.tool_restrictions,
    transmissionRestrictions: transmission?.tool_restrictions ?? [],
    globalRules,
    makeId: engine.make.id,
    owned: [...choice.owned],
    rent: choice.rent,
    currency,
  })
  if (!result.ok) return { kind: 'error', message: result.message }
  const byId = new Map(tools.map((tool) => [tool.id, tool]))
  const chosenTools = result.tools.map((id) => byId.get(id)).filter((tool) => tool !== undefined)
  const single = chosenTools.length === 1 ? chosenTools[0]! : null
  return {
    kind: 'ok',
    tools: chosenTools,
    owned: choice.owned,
    rented: result.rented,
    // SPEC §9: rental applies only to a combination of one tool.
    rentable: single && single.is_rentable && single.rent_price ? single : null,
    toolCost: result.toolCost,
    installFee: result.installFee,
    total: result.total,
  }
}
