import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { address } from '../../db/schema/accounts'
import { user } from '../../db/schema/auth'
import {
  catalogEngine,
  catalogMake,
  catalogModel,
  catalogTransmission,
  catalogTune,
  catalogTunePrice,
} from '../../db/schema/catalog'
import { storeDiscountCode, storeDiscountCodeAmount } from '../../db/schema/store'
import {
  tuneRequest,
  tuneRequestDownloadToken,
  tuneRequestEvent,
  tuneRequestFile,
  tuneRequestPipeline,
} from '../../db/schema/tune-requests'
import { storedFile } from '../../db/schema/stored-files'
import { requestColumns, type NewStoredFile } from './request-files.repository'

/** A transaction or the database: every write below runs inside the service's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

/**
 * The request with its pipeline row. `lock` first takes the request's row lock (held until commit), then reads
 * both rows in a new statement, so a transition that waited for the lock sees what the previous one committed.
 */
export async function findRequest(db: Tx, id: number, lock = false) {
  if (lock) await db.select({ id: tuneRequest.id }).from(tuneRequest).where(eq(tuneRequest.id, id)).for('update')
  const [row] = await db
    .select({ ...requestColumns, pipeline: tuneRequestPipeline })
    .from(tuneRequest)
    .leftJoin(tuneRequestPipeline, eq(tuneRequestPipeline.tuneRequestId, tuneRequest.id))
    .where(eq(tuneRequest.id, id))
  return row
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>
export type PipelineRow = typeof tuneRequestPipeline.$inferSelect

export async function setStatus(db: Tx, id: number, values: Partial<typeof tuneRequest.$inferInsert>) {
  await db.update(tuneRequest).set(values).where(eq(tuneRequest.id, id))
}

export async function upsertPipeline(db: Tx, id: number, values: Partial<typeof tuneRequestPipeline.$inferInsert>) {
  await db
    .insert(tuneRequestPipeline)
    .values({ tuneRequestId: id, ...values })
    .onConflictDoUpdate({ target: tuneRequestPipeline.tuneRequestId, set: values })
}

export async function insertEvent(db: Tx, values: typeof tuneRequestEvent.$inferInsert) {
  await db.insert(tuneRequestEvent).values(values)
}

export function listEvents(db: Tx, id: number) {
  return db
    .select({
      id: tuneRequestEvent.id,
      event: tuneRequestEvent.event,
      fromStatus: tuneRequestEvent.fromStatus,
      toStatus: tuneRequestEvent.toStatus,
      note: tuneRequestEvent.note,
      createdAt: tuneRequestEvent.createdAt,
      actorName: user.name,
      actorUserId: tuneRequestEvent.actorUserId,
    })
    .from(tuneRequestEvent)
    .leftJoin(user, eq(user.id, tuneRequestEvent.actorUserId))
    .where(eq(tuneRequestEvent.tuneRequestId, id))
    .orderBy(asc(tuneRequestEvent.createdAt), asc(tuneRequestEvent.id))
}

/** The requests a customer sees as theirs: their own and those of the dealers they belong to. */
export function visibleTo(userId: string, dealerIds: readonly string[]): SQL {
  const own = eq(tuneRequest.ownerUserId, userId)
  return dealerIds.length > 0 ? or(own, inArray(tuneRequest.dealerOrgId, [...dealerIds]))! : own
}

export async function listRequests(
  db: Tx,
  where: SQL,
  status: string | undefined,
  window: { offset: number; limit: number },
) {
  const condition = status ? and(where, eq(tuneRequest.status, status))! : where
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tuneRequest)
    .where(condition)
  const rows = await db
    .select({ ...requestColumns, vehicle: tuneRequestPipeline.vehicle, estimate: tuneRequestPipeline.estimate })
    .from(tuneRequest)
    .leftJoin(tuneRequestPipeline, eq(tuneRequestPipeline.tuneRequestId, tuneRequest.id))
    .where(condition)
    .orderBy(desc(tuneRequest.updatedAt), desc(tuneRequest.id))
    .offset(window.offset)
    .limit(window.limit)
  return { rows, total: count?.total ?? 0 }
}

/** One owner's own requests (not their dealer's), newest created first: the account's purchase history. */
export async function listOwnedNewestFirst(db: Tx, userId: string, limit: number) {
  const own = eq(tuneRequest.ownerUserId, userId)
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tuneRequest)
    .where(own)
  const rows = await db
    .select({ ...requestColumns, vehicle: tuneRequestPipeline.vehicle, estimate: tuneRequestPipeline.estimate })
    .from(tuneRequest)
    .leftJoin(tuneRequestPipeline, eq(tuneRequestPipeline.tuneRequestId, tuneRequest.id))
    .where(own)
    .orderBy(desc(tuneRequest.createdAt), desc(tuneRequest.id))
    .limit(limit)
  return { rows, total: count?.total ?? 0 }
}

export function recentlyUpdated(db: Tx, where: SQL, since: Date, limit: number) {
  return db
    .select({ id: tuneRequest.id, status: tuneRequest.status, updatedAt: tuneRequest.updatedAt })
    .from(tuneRequest)
    .where(and(where, gt(tuneRequest.updatedAt, since)))
    .orderBy(desc(tuneRequest.updatedAt))
    .limit(limit)
}

/** The board: open requests (and recent deliveries) with their owner and whether a tuned file exists. */
export function boardRows(db: Tx, statuses: readonly string[], tunerOrgIds: readonly string[] | null) {
  const byStatus = inArray(tuneRequest.status, [...statuses])
  const where = tunerOrgIds ? and(byStatus, inArray(tuneRequest.assignedTunerOrgId, [...tunerOrgIds])) : byStatus
  return db
    .select({
      ...requestColumns,
      ownerName: user.name,
      ownerEmail: user.email,
      vehicle: tuneRequestPipeline.vehicle,
      estimate: tuneRequestPipeline.estimate,
      rejectionReason: tuneRequestPipeline.rejectionReason,
      tunedFiles: sql<number>`(select count(*)::int from ${tuneRequestFile} where ${tuneRequestFile.tuneRequestId} = ${tuneRequest.id} and ${tuneRequestFile.role} = 'tuned')`,
    })
    .from(tuneRequest)
    .innerJoin(user, eq(user.id, tuneRequest.ownerUserId))
    .leftJoin(tuneRequestPipeline, eq(tuneRequestPipeline.tuneRequestId, tuneRequest.id))
    .where(where)
    .orderBy(asc(tuneRequest.updatedAt))
    .limit(500)
}

export async function userContact(db: Tx, id: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, id))
  return row
}

/** The engine (and transmission, which must belong to it) as names for the estimate. */
export async function findVehicle(db: Tx, engineId: number, transmissionId: number | null) {
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
    .where(eq(catalogEngine.id, engineId))
  if (!engine) return undefined
  if (transmissionId === null) return { ...engine, transmission: null, transmissionId: null }
  const [transmission] = await db
    .select({ id: catalogTransmission.id, name: catalogTransmission.name })
    .from(catalogTransmission)
    .where(and(eq(catalogTransmission.id, transmissionId), eq(catalogTransmission.engineId, engineId)))
  if (!transmission) return undefined
  return { ...engine, transmission: transmission.name, transmissionId: transmission.id }
}

/** The tunes of the engine and transmission, priced in one currency. */
export function tunesFor(db: Tx, engineId: number, transmissionId: number | null, currency: string) {
  const owner =
    transmissionId === null
      ? eq(catalogTune.engineId, engineId)
      : or(eq(catalogTune.engineId, engineId), eq(catalogTune.transmissionId, transmissionId))!
  return db
    .select({
      id: catalogTune.id,
      name: catalogTune.name,
      isStock: catalogTune.isStock,
      optional: catalogTune.optional,
      price: catalogTunePrice.price,
      addonprice: catalogTunePrice.addonprice,
      dealerprice: catalogTunePrice.dealerprice,
      dealeraddonprice: catalogTunePrice.dealeraddonprice,
    })
    .from(catalogTune)
    .innerJoin(
      catalogTunePrice,
      and(eq(catalogTunePrice.tuneId, catalogTune.id), eq(catalogTunePrice.currency, currency)),
    )
    .where(owner)
}

/** Whole-order discount codes (no product or category scope) by code, with their amounts. */
export async function findDiscountCodes(db: Tx, codes: readonly string[]) {
  if (codes.length === 0) return []
  const rows = await db
    .select({
      id: storeDiscountCode.id,
      code: storeDiscountCode.code,
      kind: storeDiscountCode.kind,
      percent: storeDiscountCode.percent,
      active: storeDiscountCode.active,
      startsAt: storeDiscountCode.startsAt,
      endsAt: storeDiscountCode.endsAt,
      productId: storeDiscountCode.productId,
      category: storeDiscountCode.category,
    })
    .from(storeDiscountCode)
    .where(inArray(storeDiscountCode.code, [...codes]))
  const amounts = rows.length
    ? await db
        .select()
        .from(storeDiscountCodeAmount)
        .where(
          inArray(
            storeDiscountCodeAmount.codeId,
            rows.map((row) => row.id),
          ),
        )
    : []
  return rows.map((row) => ({
    ...row,
    amounts: Object.fromEntries(amounts.filter((a) => a.codeId === row.id).map((a) => [a.currency, a.amountMinor])),
  }))
}

export async function insertTunedFile(
  db: Tx,
  tuneRequestId: number,
  file: NewStoredFile,
  role: 'tuned' | 'reupload' | 'original',
  now: Date,
) {
  const [stored] = await db
    .insert(storedFile)
    .values({ ...file, createdAt: now })
    .returning({ id: storedFile.id })
  await db.insert(tuneRequestFile).values({ tuneRequestId, storedFileId: stored!.id, role, createdAt: now })
  return stored!.id
}

export async function insertToken(db: Tx, values: typeof tuneRequestDownloadToken.$inferInsert) {
  await db.insert(tuneRequestDownloadToken).values(values)
}

export async function findToken(db: Tx, tokenSha256: string) {
  const [row] = await db
    .select()
    .from(tuneRequestDownloadToken)
    .where(eq(tuneRequestDownloadToken.tokenSha256, tokenSha256))
  return row
}

export async function ownsAddress(db: Tx, userId: string, addressId: number) {
  const [row] = await db
    .select({ id: address.id })
    .from(address)
    .where(and(eq(address.id, addressId), eq(address.userId, userId)))
  return Boolean(row)
}
