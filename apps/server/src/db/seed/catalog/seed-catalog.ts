import type { Db } from '../../client'
import {
  catalogDynoCsv,
  catalogEngine,
  catalogGlobalCompatRule,
  catalogGuide,
  catalogMake,
  catalogModel,
  catalogPriceTier,
  catalogRoleDiscount,
  catalogTool,
  catalogToolPrice,
  catalogToolRestriction,
  catalogTransmission,
  catalogTune,
  catalogTunePrice,
  catalogTuneRecommended,
  catalogTuneRequires,
  catalogTuneTool,
  catalogTuneType,
  catalogTuneTuneType,
} from '../../schema/catalog'
import { buildCatalog, pricesFor } from './build-catalog'
import { CURRENCY_RATES } from './tools'

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (≈30 columns). */
const CHUNK = 1000

/**
 * Inserts rows in chunks and returns their ids in input order (`INSERT … VALUES … RETURNING` answers in
 * the order of its VALUES list).
 */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += CHUNK) {
    const returned = await insert(rows.slice(i, i + CHUNK))
    for (const row of returned) ids.push(row.id)
  }
  if (ids.length !== rows.length) throw new Error(`catalog seed: inserted ${ids.length} of ${rows.length} rows`)
  return ids
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

/** Seeds the demo vehicle catalog (decision 0013): deterministic, bulk-inserted. */
export async function seedCatalog(tx: Db, at: Date): Promise<void> {
  const catalog = buildCatalog()
  const makeIds = await insertAll(
    catalog.makes.map((make) => ({ ...make, updatedAt: at })),
    (chunk) => tx.insert(catalogMake).values(chunk).returning({ id: catalogMake.id }),
  )
  const modelIds = await insertAll(
    catalog.models.map(({ make, ...model }) => ({ ...model, makeId: makeIds[make]!, updatedAt: at })),
    (chunk) => tx.insert(catalogModel).values(chunk).returning({ id: catalogModel.id }),
  )
  const engineIds = await insertAll(
    catalog.engines.map(({ model, ...engine }) => ({ ...engine, modelId: modelIds[model]!, updatedAt: at })),
    (chunk) => tx.insert(catalogEngine).values(chunk).returning({ id: catalogEngine.id }),
  )
  const transmissionIds = await insertAll(
    catalog.transmissions.map(({ engine, ...transmission }) => ({
      ...transmission,
      engineId: engineIds[engine]!,
      updatedAt: at,
    })),
    (chunk) => tx.insert(catalogTransmission).values(chunk).returning({ id: catalogTransmission.id }),
  )
  const tuneTypeIds = await insertAll(catalog.tuneTypes, (chunk) =>
    tx.insert(catalogTuneType).values(chunk).returning({ id: catalogTuneType.id }),
  )
  const tuneTypeId = new Map(catalog.tuneTypes.map((type, i) => [type.slug, tuneTypeIds[i]!]))
  const toolIds = await insertAll(
    catalog.tools.map((tool) => ({
      slug: tool.slug,
      name: tool.name,
      productSlug: tool.productSlug,
      compatType: tool.compatType,
      position: tool.position,
      ...tool.flags,
      updatedAt: at,
    })),
    (chunk) => tx.insert(catalogTool).values(chunk).returning({ id: catalogTool.id }),
  )
  const toolId = new Map(catalog.tools.map((tool, i) => [tool.slug, toolIds[i]!]))
  await tx.insert(catalogToolPrice).values(
    catalog.tools.flatMap((tool) => {
      const price = pricesFor(tool.price)
      const rent = tool.rentPrice === null ? null : pricesFor(tool.rentPrice)
      const fee = pricesFor(tool.installFee)
      return Object.keys(CURRENCY_RATES).map((currency) => ({
        toolId: toolId.get(tool.slug)!,
        currency,
        price: price[currency]!,
        rentPrice: rent ? rent[currency]! : null,
        installFee: fee[currency]!,
      }))
    }),
  )

  const tuneIds = await insertAll(
    catalog.tunes.map(
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      ({ owner, prices, tuneTypes, tools, requires, recommended, dynos, ...tune }) => ({
        ...tune,
        engineId: 'engine' in owner ? engineIds[owner.engine]! : null,
        transmissionId: 'transmission' in owner ? transmissionIds[owner.transmission]! : null,
        updatedAt: at,
      }),
    ),
    (chunk) => tx.insert(catalogTune).values(chunk).returning({ id: catalogTune.id }),
  )
  const perTune = <T>(pick: (tune: (typeof catalog.tunes)[number], id: number) => T[]) =>
    catalog.tunes.flatMap((tune, i) => pick(tune, tuneIds[i]!))
  await insertChunks(
    perTune((tune, id) => tune.prices.map((price) => ({ ...price, tuneId: id }))),
    (chunk) => tx.insert(catalogTunePrice).values(chunk),
  )
  await insertChunks(
    perTune((tune, id) => tune.tuneTypes.map((slug) => ({ tuneId: id, tuneTypeId: tuneTypeId.get(slug)! }))),
    (chunk) => tx.insert(catalogTuneTuneType).values(chunk),
  )
  await insertChunks(
    perTune((tune, id) => tune.tools.map((slug) => ({ tuneId: id, toolId: toolId.get(slug)! }))),
    (chunk) => tx.insert(catalogTuneTool).values(chunk),
  )
  await insertChunks(
    perTune((tune, id) => tune.requires.map((index) => ({ tuneId: id, requiredTuneId: tuneIds[index]! }))),
    (chunk) => tx.insert(catalogTuneRequires).values(chunk),
  )
  await insertChunks(
    perTune((tune, id) => tune.recommended.map((index) => ({ tuneId: id, recommendedTuneId: tuneIds[index]! }))),
    (chunk) => tx.insert(catalogTuneRecommended).values(chunk),
  )
  await insertChunks(
    perTune((tune, id) => tune.dynos.map((dyno, position) => ({ ...dyno, tuneId: id, position }))),
    (chunk) => tx.insert(catalogDynoCsv).values(chunk),
  )

  await tx.insert(catalogToolRestriction).values(
    catalog.restrictions.map((restriction) => ({
      engineId: restriction.engine === undefined ? null : engineIds[restriction.engine]!,
      transmissionId: restriction.transmission === undefined ? null : transmissionIds[restriction.transmission]!,
      toolId: toolId.get(restriction.tool)!,
      reason: restriction.reason,
    })),
  )
  const makeId = new Map(catalog.makes.map((make, i) => [make.slug, makeIds[i]!]))
  await tx.insert(catalogGlobalCompatRule).values(
    catalog.globalRules.map((rule) => ({
      toolId: toolId.get(rule.tool)!,
      tuneTypeId: rule.tuneType === null ? null : tuneTypeId.get(rule.tuneType)!,
      makeId: rule.make === null ? null : makeId.get(rule.make)!,
      description: rule.description,
    })),
  )
  if (catalog.roleDiscounts.length > 0) {
    await tx.insert(catalogRoleDiscount).values(
      catalog.roleDiscounts.map((discount) => ({
        engineId: engineIds[discount.engine]!,
        role: discount.role,
        percent: discount.percent,
      })),
    )
  }
  await tx.insert(catalogGuide).values(
    catalog.guides.map((guide) => ({
      makeId: makeIds[guide.make]!,
      modelId: guide.model === undefined ? null : modelIds[guide.model]!,
      engineId: guide.engine === undefined ? null : engineIds[guide.engine]!,
      title: guide.title,
      steps: guide.steps,
      updatedAt: at,
    })),
  )
  await tx.insert(catalogPriceTier).values(catalog.priceTiers)
}
