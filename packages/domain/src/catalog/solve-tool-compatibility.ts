import type { Money } from '../money/money.schema'
import { TOOLS_UNSOLVABLE_MESSAGE, TUNE_MISSING_TOOLS_MESSAGE } from './catalog.constants'
import type { GlobalCompatRule, Tool, ToolRestriction, VehicleTune } from './catalog.schema'
import type { TuneScope } from './vehicle-selection.schema'

/** A selected tune; `scope` says whether the engine's or the transmission's restrictions apply to it. */
export type SolverTune = Pick<VehicleTune, 'id' | 'tools' | 'tune_types'> & { scope: TuneScope }
export type SolverTool = Pick<Tool, 'id' | 'price' | 'rent_price' | 'install_fee' | 'is_rentable'>

export type ToolCompatibilityInput = {
  tunes: readonly SolverTune[]
  tools: readonly SolverTool[]
  engineRestrictions: readonly Pick<ToolRestriction, 'tool_id'>[]
  transmissionRestrictions: readonly Pick<ToolRestriction, 'tool_id'>[]
  globalRules: readonly Pick<GlobalCompatRule, 'tool_id' | 'tune_type_id' | 'make_id'>[]
  makeId: number | null
  /** Tool ids the buyer already owns: no price and no install fee. */
  owned: readonly number[]
  /** The buyer would rather rent: a rentable tool alone may then be counted at its `rent_price`. */
  rent: boolean
  /** The display currency every tool price is in (and of the zero totals when nothing is selected). */
  currency: string
}

export type ToolCompatibility =
  | { ok: true; tools: number[]; rented: boolean; toolCost: Money; installFee: Money; total: Money }
  | { ok: false; error: 'missing-tools'; tuneIds: number[]; message: string }
  | { ok: false; error: 'unsolvable'; message: string }

type Candidate = { total: number; cost: number; fee: number; ids: number[]; rented: boolean }

/** Strictly better: lower total, then fewer tools, then the lower ids (compared in ascending order). */
function isBetter(a: Candidate, b: Candidate | null): boolean {
  if (b === null) return true
  if (a.total !== b.total) return a.total < b.total
  if (a.ids.length !== b.ids.length) return a.ids.length < b.ids.length
  for (let i = 0; i < a.ids.length; i++) {
    if (a.ids[i] !== b.ids[i]) return (a.ids[i] as number) < (b.ids[i] as number)
  }
  return !a.rented && b.rented
}

function amountOf(money: Money, currency: string, toolId: number): number {
  if (money.currency !== currency) {
    throw new RangeError(`tool ${toolId} is priced in ${money.currency}, the selection in ${currency}`)
  }
  return money.amount_minor
}

/**
 * Chooses the cheapest set of flash tools for the selected tunes (SPEC §5, §9). A tool can flash a tune when
 * the tune lists it and neither the restrictions of the tune's engine or transmission nor a global rule (for
 * its make or every make, its tune type or every type) deny it. The set must have, for every tune, a tool that
 * can flash it. Its cost is the tools' prices (0 for an owned tool) plus the HIGHEST install fee among them
 * (0 for an owned tool); a single rentable tool may instead cost its `rent_price` when `rent` is asked. Ties go
 * to fewer tools, then the lower ids, then buying over renting. A tune listing no tool is `missing-tools`
 * (`TUNE_MISSING_TOOLS_MESSAGE`); a tune no allowed tool can flash makes the set `unsolvable`. Nothing selected
 * needs no tool and costs 0. Exact: branch and bound over bitmasks of the tunes (tunes alike in their allowed
 * tools count once; a tune whose allowed tools include all of another's is covered with it).
 * @example
 * const tunes = selectedTunes(selection, { engineTunes: engine.tunes, transmissionTunes: transmission?.tunes ?? [] })
 *   .map(({ tune, scope }) => ({ ...tune, scope }))
 * solveToolCompatibility({ tunes, tools, engineRestrictions: engine.tool_restrictions,
 *   transmissionRestrictions: transmission?.tool_restrictions ?? [], globalRules, makeId: engine.make.id,
 *   owned: [], rent: false, currency })
 */
export function solveToolCompatibility(input: ToolCompatibilityInput): ToolCompatibility {
  const { currency } = input
  const missing = input.tunes.filter((tune) => tune.tools.length === 0).map((tune) => tune.id)
  if (missing.length > 0)
    return { ok: false, error: 'missing-tools', tuneIds: missing, message: TUNE_MISSING_TOOLS_MESSAGE }
  const zero = { amount_minor: 0, currency }
  if (input.tunes.length === 0)
    return { ok: true, tools: [], rented: false, toolCost: zero, installFee: zero, total: zero }

  // Tools in ascending id order, so that index order is id order; a repeated id counts once (the first).
  // Tools in ascending id order, so that index order is id order; a repeated id counts once (the first).
  const tools = [...new Map([...input.tools].reverse().map((tool) => [tool.id, tool])).values()].sort(
    (a, b) => a.id - b.id,
  )
  const indexOfTool = new Map(tools.map((tool, index) => [tool.id, index]))
  const owned = new Set(input.owned)
  const deniedOn = {
    engine: new Set(input.engineRestrictions.map((restriction) => restriction.tool_id)),
    transmission: new Set(input.transmissionRestrictions.map((restriction) => restriction.tool_id)),
  }
  const rules = input.globalRules.filter((rule) => rule.make_id === null || rule.make_id === input.makeId)

  // Each tune's allowed tools, as sorted tool indexes; alike tunes once.
  const signatures = new Map<string, number[]>()
  for (const tune of input.tunes) {
    const allowed: number[] = []
    for (const toolId of tune.tools) {
      const index = indexOfTool.get(toolId)
      if (index === undefined || deniedOn[tune.scope].has(toolId) || allowed.includes(index)) continue
      const denied = rules.some(
        (rule) =>
          rule.tool_id === toolId &&
          (rule.tune_type_id === null || tune.tune_types.some((type) => type.id === rule.tune_type_id)),
      )
      if (!denied) allowed.push(index)
    }
    if (allowed.length === 0) return { ok: false, error: 'unsolvable', message: TOOLS_UNSOLVABLE_MESSAGE }
    allowed.sort((a, b) => a - b)
    signatures.set(allowed.join(','), allowed)
  }
  // A tune whose allowed tools include every allowed tool of another tune is covered whenever that one is.
  const all = [...signatures.values()]
  const classes = all.filter(
    (signature, i) =>
      !all.some(
        (other, j) =>
          j !== i &&
          other.length <= signature.length &&
          other.every((tool) => signature.includes(tool)) &&
          (other.length < signature.length || j < i),
      ),
  )

  const classCount = classes.length
  const words = Math.ceil(classCount / 32)
  const cover = new Uint32Array(tools.length * words)
  classes.forEach((signature, j) => {
    for (const tool of signature) cover[tool * words + (j >>> 5)]! |= 1 << (j & 31)
  })
  const cost = tools.map((tool) => (owned.has(tool.id) ? 0 : amountOf(tool.price, currency, tool.id)))
  const fee = tools.map((tool) => (owned.has(tool.id) ? 0 : amountOf(tool.install_fee, currency, tool.id)))
  const candidatesOf = classes.map((signature) =>
    [...signature].sort(
      (a, b) => (cost[a] as number) + (fee[a] as number) - ((cost[b] as number) + (fee[b] as number)) || a - b,
    ),
  )
  const lastWordMask = classCount % 32 === 0 ? 0xffffffff : (1 << (classCount % 32)) - 1

  let best: Candidate | null = null
  const covered = new Uint32Array((classCount + 1) * words)
  const chosen: number[] = []

  const search = (depth: number, sum: number, maxFee: number): void => {
    const base = depth * words
    let uncovered = -1
    for (let w = 0; w < words; w++) {
      const need = w === words - 1 ? lastWordMask : 0xffffffff
      const open = ~(covered[base + w] as number) & need
      if (open !== 0) {
        uncovered = w * 32 + (31 - Math.clz32(open & -open))
        break
      }
    }
    if (uncovered === -1) {
      const found = {
        total: sum + maxFee,
        cost: sum,
        fee: maxFee,
        ids: chosen.map((i) => tools[i]!.id).sort((a, b) => a - b),
        rented: false,
      }
      if (isBetter(found, best)) best = found
      return
    }
    for (const tool of candidatesOf[uncovered] as number[]) {
      const nextSum = sum + (cost[tool] as number)
      const nextFee = Math.max(maxFee, fee[tool] as number)
      const bound = nextSum + nextFee
      const current: Candidate | null = best
      if (current !== null && (bound > current.total || (bound === current.total && depth + 1 > current.ids.length)))
        continue
      const next = base + words
      for (let w = 0; w < words; w++)
        covered[next + w] = (covered[base + w] as number) | (cover[tool * words + w] as number)
      chosen.push(tool)
      search(depth + 1, nextSum, nextFee)
      chosen.pop()
    }
  }
  search(0, 0, 0)

  // SPEC §9: rental applies only to single-tool combinations.
  if (input.rent) {
    tools.forEach((tool, index) => {
      if (!tool.is_rentable || tool.rent_price === null || owned.has(tool.id)) return
      for (let w = 0; w < words; w++) {
        const need = w === words - 1 ? lastWordMask : 0xffffffff
        if (((cover[index * words + w] as number) & need) >>> 0 !== need >>> 0) return
      }
      const rentCost = amountOf(tool.rent_price, currency, tool.id)
      const rented = {
        total: rentCost + (fee[index] as number),
        cost: rentCost,
        fee: fee[index] as number,
        ids: [tool.id],
        rented: true,
      }
      if (isBetter(rented, best)) best = rented
    })
  }

  const result = best as Candidate | null
  // Every tune has an allowed tool, so one tool per tune is always a cover.
  if (result === null) return { ok: false, error: 'unsolvable', message: TOOLS_UNSOLVABLE_MESSAGE }
  return {
    ok: true,
    tools: result.ids,
    rented: result.rented,
    toolCost: { amount_minor: result.cost, currency },
    installFee: { amount_minor: result.fee, currency },
    total: { amount_minor: result.total, currency },
  }
}
