import type { ToolChart } from '@shop/domain/pages'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import * as catalog from '../catalog/catalog.service'
import { publicPageIfAny } from './pages.service'
import * as repo from './pages.repository'

// The tool compatibility chart (SPEC §2 /tcc/{id}/): what the catalog itself says of a tool — the engines whose
// tunes list it, less the engines it is restricted from, the restrictions with their reasons, its global rules —
// under staff's page `tcc/{id}` when one was written.

const vehicleName = (row: { make: string; model: string; year: string; engine: string }) =>
  `${row.make} ${row.model} (${row.year}) ${row.engine}`

export async function toolChart(deps: AppDeps, id: number, currency: string): Promise<ToolChart> {
  const tool = await repo.findTool(deps.db, id)
  if (!tool) throw notFound('This tool')
  const [priced, engines, restrictions, rules, page] = await Promise.all([
    catalog.listTools(deps.db, currency),
    repo.enginesFlashedBy(deps.db, id),
    repo.restrictionsOf(deps.db, id),
    repo.globalRulesOf(deps.db, id),
    publicPageIfAny(deps, `tcc/${id}`),
  ])
  const price = priced.data.find((candidate) => candidate.id === id)
  const barred = new Set(restrictions.flatMap((row) => (row.engineId === null ? [] : [row.engineId])))
  const makes: ToolChart['makes'] = []
  for (const row of engines) {
    if (barred.has(row.engineId)) continue
    let make = makes.at(-1)
    if (make?.slug !== row.makeSlug) {
      make = { name: row.make, slug: row.makeSlug, vehicles: [] }
      makes.push(make)
    }
    make.vehicles.push({
      model: row.model,
      year: row.year,
      engine: row.engine,
      make_slug: row.makeSlug,
      model_slug: row.modelSlug,
      engine_slug: row.engineSlug,
    })
  }
  return {
    tool: {
      id: tool.id,
      name: tool.name,
      slug: tool.slug,
      product_slug: tool.productSlug,
      price: price?.price ?? { amount_minor: 0, currency },
      rent_price: price?.rent_price ?? null,
    },
    page,
    makes,
    restrictions: restrictions.map((row) => ({
      vehicle: row.transmission ? `${vehicleName(row)} with the ${row.transmission} transmission` : vehicleName(row),
      reason: row.reason,
    })),
    rules: rules.map(
      (rule) =>
        rule.description.trim() ||
        `Does not flash ${rule.tuneType ?? 'any'} tunes${rule.make ? ` on ${rule.make}` : ''}.`,
    ),
  }
}
