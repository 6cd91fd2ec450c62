import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TOOLS_UNSOLVABLE_MESSAGE, TUNE_MISSING_TOOLS_MESSAGE } from './catalog.constants'
import type { TuneType } from './catalog.schema'
import { TUNE_TYPES, usd } from './catalog.test-fixtures'
import {
  solveToolCompatibility,
  type SolverTool,
  type SolverTune,
  type ToolCompatibility,
  type ToolCompatibilityInput,
} from './solve-tool-compatibility'

const tool = (
  id: number,
  price: number,
  fields: { fee?: number; rent?: number | null; rentable?: boolean } = {},
): SolverTool => ({
  id,
  price: usd(price),
  install_fee: usd(fields.fee ?? 0),
  rent_price: fields.rent === undefined || fields.rent === null ? null : usd(fields.rent),
  is_rentable: fields.rentable ?? fields.rent !== undefined,
})
const tune = (id: number, tools: number[], fields: Partial<SolverTune> = {}): SolverTune => ({
  id,
  tools,
  tune_types: [TUNE_TYPES.plain],
  scope: 'engine',
  ...fields,
})

const solve = (fields: Partial<ToolCompatibilityInput>) =>
  solveToolCompatibility({
    tunes: [],
    tools: [],
    engineRestrictions: [],
    transmissionRestrictions: [],
    globalRules: [],
    makeId: 1,
    owned: [],
    rent: false,
    currency: 'USD',
    ...fields,
  })
const ok = (tools: number[], toolCost: number, installFee: number, rented = false): ToolCompatibility => ({
  ok: true,
  tools,
  rented,
  toolCost: usd(toolCost),
  installFee: usd(installFee),
  total: usd(toolCost + installFee),
})

const fz = tool(1, 49900) // flashes everything
const cable = tool(2, 9900) // cheap, ECU only
const bench = tool(3, 0, { fee: 15000 }) // in-house bench flash: no price, an install fee
const tcuTool = tool(4, 19900, { fee: 2500 })
const rentable = tool(5, 59900, { rent: 9900 })

describe('solveToolCompatibility (SPEC §5, §9 tool compatibility)', () => {
  it('nothing selected needs no tool and costs nothing', () => {
    expect(solve({ tools: [fz] })).toEqual(ok([], 0, 0))
  })

  it('"the cheapest combination is chosen"', () => {
    expect(solve({ tunes: [tune(10, [1, 2])], tools: [fz, cable] })).toEqual(ok([2], 9900, 0))
  })

  it('every tune must be flashable by a tool of the combination', () => {
    const tunes = [tune(10, [1, 2]), tune(11, [1, 4])]
    // cable + TCU tool = 9900 + 19900 + 2500 fee = 32300 < FlashZilla 49900.
    expect(solve({ tunes, tools: [fz, cable, tcuTool] })).toEqual(ok([2, 4], 29800, 2500))
    expect(solve({ tunes, tools: [tool(1, 29000), cable, tcuTool] })).toEqual(ok([1], 29000, 0))
  })

  it('"the install fee of a combination is the highest fee among its tools" (not the sum)', () => {
    const tunes = [tune(10, [3]), tune(11, [4])]
    expect(solve({ tunes, tools: [bench, tcuTool] })).toEqual(ok([3, 4], 19900, 15000))
  })

  it('a high install fee can make a pricier tool the cheaper choice', () => {
    expect(solve({ tunes: [tune(10, [1, 3])], tools: [tool(1, 14000), bench] })).toEqual(ok([1], 14000, 0))
  })

  it('owned tools cost nothing and bring no install fee', () => {
    expect(solve({ tunes: [tune(10, [1, 2])], tools: [fz, cable], owned: [1] })).toEqual(ok([1], 0, 0))
    expect(solve({ tunes: [tune(10, [3])], tools: [bench], owned: [3] })).toEqual(ok([3], 0, 0))
  })

  it('"rental applies only to single-tool combinations": a rentable tool alone at its rent price', () => {
    expect(solve({ tunes: [tune(10, [1, 5])], tools: [fz, rentable], rent: true })).toEqual(ok([5], 9900, 0, true))
  })

  it('without asking to rent, the buy price counts', () => {
    expect(solve({ tunes: [tune(10, [1, 5])], tools: [fz, rentable], rent: false })).toEqual(ok([1], 49900, 0))
  })

  it('rental never applies to a tool in a combination of two', () => {
    const tunes = [tune(10, [5]), tune(11, [4])]
    expect(solve({ tunes, tools: [rentable, tcuTool], rent: true })).toEqual(ok([4, 5], 79800, 2500))
  })

  it('a rent price on a tool that is not rentable is ignored', () => {
    const notRentable = tool(5, 59900, { rent: 100, rentable: false })
    expect(solve({ tunes: [tune(10, [5])], tools: [notRentable], rent: true })).toEqual(ok([5], 59900, 0))
  })

  it('rental is chosen only when it is the cheapest', () => {
    expect(solve({ tunes: [tune(10, [2, 5])], tools: [cable, rentable], rent: true })).toEqual(ok([2], 9900, 0))
  })

  it('the engine restrictions deny a tool for the engine’s tunes, not the transmission’s', () => {
    const tunes = [tune(10, [1, 2]), tune(11, [1, 2], { scope: 'transmission' })]
    expect(solve({ tunes, tools: [fz, cable], engineRestrictions: [{ tool_id: 2 }] })).toEqual(ok([1], 49900, 0))
    expect(solve({ tunes: [tunes[1]!], tools: [fz, cable], engineRestrictions: [{ tool_id: 2 }] })).toEqual(
      ok([2], 9900, 0),
    )
  })

  it('the transmission restrictions apply to transmission tunes only', () => {
    const tunes = [tune(10, [1, 2]), tune(11, [1, 2], { scope: 'transmission' })]
    expect(solve({ tunes, tools: [fz, cable], transmissionRestrictions: [{ tool_id: 2 }] })).toEqual(ok([1], 49900, 0))
    expect(solve({ tunes: [tunes[0]!], tools: [fz, cable], transmissionRestrictions: [{ tool_id: 2 }] })).toEqual(
      ok([2], 9900, 0),
    )
  })

  it.each<[string, { tune_type_id: number | null; make_id: number | null }, number[]]>([
    ['every type on every make', { tune_type_id: null, make_id: null }, [1]],
    ['this make', { tune_type_id: null, make_id: 1 }, [1]],
    ['another make', { tune_type_id: null, make_id: 2 }, [2]],
    ['the tune’s type', { tune_type_id: TUNE_TYPES.dsg.id, make_id: null }, [1]],
    ['another type', { tune_type_id: TUNE_TYPES.awd.id, make_id: null }, [2]],
    ['the tune’s type on another make', { tune_type_id: TUNE_TYPES.dsg.id, make_id: 2 }, [2]],
  ])('a global rule denying the cheap tool for %s', (_, rule, tools) => {
    const tunes = [tune(10, [1, 2], { tune_types: [TUNE_TYPES.dsg] })]
    const globalRules = [{ tool_id: 2, ...rule }]
    expect(solve({ tunes, tools: [fz, cable], globalRules, makeId: 1 })).toMatchObject({ ok: true, tools })
  })

  it('"a tune without tools is an error (\'Tune is missing tools\')", naming every such tune', () => {
    expect(solve({ tunes: [tune(10, []), tune(11, [1]), tune(12, [])], tools: [fz] })).toEqual({
      ok: false,
      error: 'missing-tools',
      tuneIds: [10, 12],
      message: 'Tune is missing tools',
    })
    expect(TUNE_MISSING_TOOLS_MESSAGE).toBe('Tune is missing tools')
  })

  it('"a set of tunes that no tool combination can cover is unsolvable"', () => {
    const unsolvable = { ok: false, error: 'unsolvable', message: TOOLS_UNSOLVABLE_MESSAGE }
    expect(solve({ tunes: [tune(10, [2])], tools: [fz, cable], engineRestrictions: [{ tool_id: 2 }] })).toEqual(
      unsolvable,
    )
    expect(solve({ tunes: [tune(10, [9])], tools: [fz] })).toEqual(unsolvable)
  })

  it('ties go to fewer tools, then the lower ids', () => {
    const tunes = [tune(10, [1, 2, 3]), tune(11, [1, 2, 4])]
    const tools = [tool(1, 200), tool(2, 200), tool(3, 100), tool(4, 100)]
    expect(solve({ tunes, tools })).toEqual(ok([1], 200, 0))
    expect(solve({ tunes: [tune(10, [7, 3])], tools: [tool(7, 50), tool(3, 50)] })).toEqual(ok([3], 50, 0))
  })

  it('a tie between renting and buying goes to buying', () => {
    expect(solve({ tunes: [tune(10, [5])], tools: [tool(5, 100, { rent: 100 })], rent: true })).toEqual(ok([5], 100, 0))
  })

  it('covers more than 32 distinct tunes (several mask words)', () => {
    const tools = Array.from({ length: 40 }, (_, i) => tool(i + 1, 100 + i))
    const tunes = Array.from({ length: 40 }, (_, i) => tune(100 + i, [i + 1]))
    const result = solve({ tunes, tools })
    expect(result).toMatchObject({ ok: true, tools: tools.map(({ id }) => id) })
  })

  it('a tool priced in another currency is a programming error', () => {
    expect(() =>
      solve({ tunes: [tune(10, [1])], tools: [{ ...fz, price: { amount_minor: 1, currency: 'EUR' } }] }),
    ).toThrow(RangeError)
  })
})

/** The plain reading of SPEC §9: every subset of the tools, every tune checked against every rule. */
function bruteForce(input: ToolCompatibilityInput): ToolCompatibility {
  const missing = input.tunes.filter((t) => t.tools.length === 0).map((t) => t.id)
  if (missing.length > 0)
    return { ok: false, error: 'missing-tools', tuneIds: missing, message: TUNE_MISSING_TOOLS_MESSAGE }
  const canFlash = (toolId: number, t: SolverTune) =>
    t.tools.includes(toolId) &&
    !(t.scope === 'engine' ? input.engineRestrictions : input.transmissionRestrictions).some(
      (r) => r.tool_id === toolId,
    ) &&
    !input.globalRules.some(
      (rule) =>
        rule.tool_id === toolId &&
        (rule.make_id === null || rule.make_id === input.makeId) &&
        (rule.tune_type_id === null || t.tune_types.some((type) => type.id === rule.tune_type_id)),
    )
  const tools = [...input.tools].sort((a, b) => a.id - b.id)
  type Option = { ids: number[]; cost: number; fee: number; rented: boolean }
  const options: Option[] = []
  for (let subset = 0; subset < 1 << tools.length; subset++) {
    const chosen = tools.filter((_, i) => subset & (1 << i))
    if (!input.tunes.every((t) => chosen.some((c) => canFlash(c.id, t)))) continue
    const owned = (c: SolverTool) => input.owned.includes(c.id)
    const fee = Math.max(0, ...chosen.map((c) => (owned(c) ? 0 : c.install_fee.amount_minor)))
    const cost = chosen.reduce((sum, c) => sum + (owned(c) ? 0 : c.price.amount_minor), 0)
    options.push({ ids: chosen.map((c) => c.id), cost, fee, rented: false })
    const only = chosen[0]
    if (input.rent && chosen.length === 1 && only && only.is_rentable && only.rent_price && !owned(only)) {
      options.push({ ids: [only.id], cost: only.rent_price.amount_minor, fee, rented: true })
    }
  }
  if (options.length === 0) return { ok: false, error: 'unsolvable', message: TOOLS_UNSOLVABLE_MESSAGE }
  options.sort(
    (a, b) =>
      a.cost + a.fee - (b.cost + b.fee) ||
      a.ids.length - b.ids.length ||
      a.ids.join(',').localeCompare(b.ids.join(','), 'en', { numeric: true }) ||
      Number(a.rented) - Number(b.rented),
  )
  const best = options[0]!
  return {
    ok: true,
    tools: best.ids,
    rented: best.rented,
    toolCost: usd(best.cost),
    installFee: usd(best.fee),
    total: usd(best.cost + best.fee),
  }
}

describe('solveToolCompatibility against a brute-force oracle (properties)', () => {
  const types: TuneType[] = [TUNE_TYPES.plain, TUNE_TYPES.dsg, TUNE_TYPES.awd]
  const catalog = fc.integer({ min: 1, max: 7 }).chain((toolCount) => {
    const toolId = fc.integer({ min: 1, max: toolCount })
    const money = fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
      fc.integer({ min: 0, max: 100_000 }),
    )
    const arbitraryTool = (id: number) =>
      fc
        .record({ price: money, fee: fc.oneof(fc.constant(0), money), rent: fc.option(money), rentable: fc.boolean() })
        .map(({ price, fee, rent, rentable }) => tool(id, price, { fee, rent, rentable }))
    return fc.record({
      tools: fc.tuple(...Array.from({ length: toolCount }, (_, i) => arbitraryTool(i + 1))),
      tunes: fc
        .array(
          fc.record({
            tools: fc.uniqueArray(fc.integer({ min: 1, max: toolCount + 1 }), { maxLength: 4 }),
            tune_types: fc.subarray(types, { minLength: 1 }),
            scope: fc.constantFrom('engine' as const, 'transmission' as const),
          }),
          { maxLength: 9 },
        )
        .map((tunes) => tunes.map((t, i) => ({ ...t, id: 100 + i }))),
      engineRestrictions: fc.uniqueArray(toolId, { maxLength: 2 }).map((ids) => ids.map((tool_id) => ({ tool_id }))),
      transmissionRestrictions: fc
        .uniqueArray(toolId, { maxLength: 2 })
        .map((ids) => ids.map((tool_id) => ({ tool_id }))),
      globalRules: fc.array(
        fc.record({
          tool_id: toolId,
          tune_type_id: fc.option(fc.constantFrom(...types.map((type) => type.id))),
          make_id: fc.option(fc.integer({ min: 1, max: 2 })),
        }),
        { maxLength: 3 },
      ),
      makeId: fc.integer({ min: 1, max: 2 }),
      owned: fc.uniqueArray(toolId, { maxLength: 2 }),
      rent: fc.boolean(),
      currency: fc.constant('USD'),
    })
  })

  it('agrees with the oracle: same tools, cost, rental and errors', () => {
    fc.assert(
      fc.property(catalog, (input) => {
        expect(solveToolCompatibility(input)).toEqual(bruteForce(input))
      }),
      { numRuns: 1000 },
    )
  })

  it('a result is a valid cover: every tune is flashable by a chosen tool; total = tool cost + install fee', () => {
    fc.assert(
      fc.property(catalog, (input) => {
        const result = solveToolCompatibility(input)
        if (!result.ok) return
        for (const t of input.tunes) expect(t.tools.some((id) => result.tools.includes(id))).toBe(true)
        expect(result.total.amount_minor).toBe(result.toolCost.amount_minor + result.installFee.amount_minor)
        expect(result.total.amount_minor).toBeGreaterThanOrEqual(0)
        if (result.rented) expect(result.tools).toHaveLength(1)
      }),
      { numRuns: 300 },
    )
  })

  it('does not depend on the order of tunes and tools', () => {
    fc.assert(
      fc.property(catalog, (input) => {
        const reversed = { ...input, tunes: [...input.tunes].reverse(), tools: [...input.tools].reverse() }
        const a = solveToolCompatibility(input)
        const b = solveToolCompatibility(reversed)
        if (a.ok || a.error === 'unsolvable') expect(b).toEqual(a)
        else expect(b).toMatchObject({ ok: false, error: 'missing-tools' })
      }),
      { numRuns: 300 },
    )
  })
})
