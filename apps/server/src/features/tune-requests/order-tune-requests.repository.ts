import { and, eq, inArray } from 'drizzle-orm'
import {
  catalogEngine,
  catalogMake,
  catalogModel,
  catalogTransmission,
  catalogTune,
  catalogTunePrice,
} from '../../db/schema/catalog'
import { tuneRequest, tuneRequestEvent, tuneRequestPipeline } from '../../db/schema/tune-requests'
import type { Tx } from './tune-requests.repository'

// Queries of decision 0069: tune requests born from a paid store order's tune lines.

/** The requests already made from these order lines (one per line at most: the column is unique). */
export function requestsOfOrderLines(db: Tx, orderLineIds: readonly number[]) {
  if (orderLineIds.length === 0) return Promise.resolve([])
  return db
    .select({
      orderLineId: tuneRequestPipeline.orderLineId,
      id: tuneRequest.id,
      status: tuneRequest.status,
      ownerUserId: tuneRequest.ownerUserId,
    })
    .from(tuneRequestPipeline)
    .innerJoin(tuneRequest, eq(tuneRequest.id, tuneRequestPipeline.tuneRequestId))
    .where(inArray(tuneRequestPipeline.orderLineId, [...orderLineIds]))
}

/** The catalog vehicle a vehicle page path names (slugs), or undefined when the catalog no longer has it. */
export async function findVehicleBySlugs(
  db: Tx,
  path: { make: string; year: string; model: string; engine: string; transmission?: string | undefined },
) {
  const [engine] = await db
    .select({
      engineId: catalogEngine.id,
      engine: catalogEngine.name,
      year: catalogModel.year,
      model: catalogModel.name,
      make: catalogMake.name,
    })
    .from(catalogEngine)
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .where(
      and(
        eq(catalogMake.slug, path.make),
        eq(catalogModel.year, path.year),
        eq(catalogModel.slug, path.model),
        eq(catalogEngine.slug, path.engine),
      ),
    )
  if (!engine) return undefined
  if (!path.transmission) return { ...engine, transmission: null, transmissionId: null }
  const [transmission] = await db
    .select({ id: catalogTransmission.id, name: catalogTransmission.name })
    .from(catalogTransmission)
    .where(and(eq(catalogTransmission.engineId, engine.engineId), eq(catalogTransmission.slug, path.transmission)))
  return { ...engine, transmission: transmission?.name ?? null, transmissionId: transmission?.id ?? null }
}

/** Names, kinds and retail prices of tunes by id in one currency (what the estimate lists). */
export function tunesById(db: Tx, ids: readonly number[], currency: string) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({
      id: catalogTune.id,
      name: catalogTune.name,
      optional: catalogTune.optional,
      price: catalogTunePrice.price,
      addonprice: catalogTunePrice.addonprice,
    })
    .from(catalogTune)
    .leftJoin(
      catalogTunePrice,
      and(eq(catalogTunePrice.tuneId, catalogTune.id), eq(catalogTunePrice.currency, currency)),
    )
    .where(inArray(catalogTune.id, [...ids]))
}

/** A request born paid and waiting for its read, its pipeline row and its first timeline line, together. */
export async function insertPaidRequest(
  tx: Tx,
  values: {
    ownerUserId: string
    vehicleDescription: string
    attributionTag: string | null
    pipeline: Omit<typeof tuneRequestPipeline.$inferInsert, 'tuneRequestId'>
    note: string
    now: Date
  },
): Promise<number> {
  const [row] = await tx
    .insert(tuneRequest)
    .values({
      ownerUserId: values.ownerUserId,
      status: 'awaiting-read',
      vehicleDescription: values.vehicleDescription,
      attributionTag: values.attributionTag,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: tuneRequest.id })
  const id = row!.id
  await tx.insert(tuneRequestPipeline).values({ tuneRequestId: id, ...values.pipeline, updatedAt: values.now })
  await tx.insert(tuneRequestEvent).values({
    tuneRequestId: id,
    event: 'order-paid',
    fromStatus: 'created',
    toStatus: 'awaiting-read',
    actorUserId: values.ownerUserId,
    note: values.note,
    createdAt: values.now,
  })
  return id
}
