import { and, asc, eq } from 'drizzle-orm'
import type { DatalogSummary, StoredFileKind } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import { datalog, storedFile, tuneRequest, tuneRequestFile } from '../../db/schema/tuning'

export type NewStoredFile = {
  ownerUserId: string
  kind: StoredFileKind
  originalName: string
  size: number
  sha256: string
  storageKey: string
  contentType: string
}

const storedFileColumns = {
  id: storedFile.id,
  ownerUserId: storedFile.ownerUserId,
  kind: storedFile.kind,
  originalName: storedFile.originalName,
  size: storedFile.size,
  sha256: storedFile.sha256,
  storageKey: storedFile.storageKey,
  createdAt: storedFile.createdAt,
}

/** A new tune request with its original file, in one transaction. */
export async function insertTuneRequest(
  db: Db,
  values: {
    file: NewStoredFile
    dealerOrgId: string | null
    vehicleDescription: string
    ecuDescription: string
    customerNote: string
    attributionTag: string | null
    now: Date
  },
): Promise<{ id: number; status: string }> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFile)
      .values({ ...values.file, createdAt: values.now })
      .returning({ id: storedFile.id })
    const [request] = await tx
      .insert(tuneRequest)
      .values({
        ownerUserId: values.file.ownerUserId,
        dealerOrgId: values.dealerOrgId,
        vehicleDescription: values.vehicleDescription,
        ecuDescription: values.ecuDescription,
        customerNote: values.customerNote,
        attributionTag: values.attributionTag,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: tuneRequest.id, status: tuneRequest.status })
    await tx
      .insert(tuneRequestFile)
      .values({ tuneRequestId: request!.id, storedFileId: file!.id, role: 'original', createdAt: values.now })
    return request!
  })
}

/** The columns of a tune request every reader selects (this feature and the pipeline). */
export const requestColumns = {
  id: tuneRequest.id,
  ownerUserId: tuneRequest.ownerUserId,
  dealerOrgId: tuneRequest.dealerOrgId,
  assignedTunerOrgId: tuneRequest.assignedTunerOrgId,
  assignedStaffUserId: tuneRequest.assignedStaffUserId,
  status: tuneRequest.status,
  vehicleDescription: tuneRequest.vehicleDescription,
  ecuDescription: tuneRequest.ecuDescription,
  customerNote: tuneRequest.customerNote,
  createdAt: tuneRequest.createdAt,
  updatedAt: tuneRequest.updatedAt,
}

export async function findTuneRequest(db: Db, id: number) {
  const [row] = await db.select(requestColumns).from(tuneRequest).where(eq(tuneRequest.id, id))
  return row
}

export function findTuneRequestFiles(db: Db, tuneRequestId: number) {
  return db
    .select({ ...storedFileColumns, role: tuneRequestFile.role })
    .from(tuneRequestFile)
    .innerJoin(storedFile, eq(storedFile.id, tuneRequestFile.storedFileId))
    .where(eq(tuneRequestFile.tuneRequestId, tuneRequestId))
    .orderBy(asc(tuneRequestFile.createdAt), asc(storedFile.createdAt))
}

export async function findTuneRequestFile(db: Db, tuneRequestId: number, storedFileId: string) {
  const [row] = await db
    .select(storedFileColumns)
    .from(tuneRequestFile)
    .innerJoin(storedFile, eq(storedFile.id, tuneRequestFile.storedFileId))
    .where(and(eq(tuneRequestFile.tuneRequestId, tuneRequestId), eq(tuneRequestFile.storedFileId, storedFileId)))
  return row
}

/** A parsed datalog with its stored file, in one transaction. */
export async function insertDatalog(
  db: Db,
  values: { file: NewStoredFile; summary: DatalogSummary; rowCount: number; now: Date },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFile)
      .values({ ...values.file, createdAt: values.now })
      .returning({ id: storedFile.id })
    const [log] = await tx
      .insert(datalog)
      .values({
        ownerUserId: values.file.ownerUserId,
        storedFileId: file!.id,
        channelSummary: values.summary,
        rowCount: values.rowCount,
        createdAt: values.now,
      })
      .returning({ id: datalog.id })
    return log!
  })
}

export async function findDatalog(db: Db, id: string) {
  const [row] = await db
    .select({
      id: datalog.id,
      ownerUserId: datalog.ownerUserId,
      summary: datalog.channelSummary,
      rowCount: datalog.rowCount,
      createdAt: datalog.createdAt,
      file: storedFileColumns,
    })
    .from(datalog)
    .innerJoin(storedFile, eq(storedFile.id, datalog.storedFileId))
    .where(eq(datalog.id, id))
  return row ? { ...row, summary: row.summary as DatalogSummary } : undefined
}
