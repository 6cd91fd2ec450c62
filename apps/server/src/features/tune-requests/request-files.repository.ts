import { asc, eq } from 'drizzle-orm'
import type { StoredFileKind } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import { storedFile } from '../../db/schema/stored-files'
import { tuneRequest, tuneRequestFile } from '../../db/schema/tune-requests'

export type NewStoredFile = {
  ownerUserId: string
  kind: StoredFileKind
  originalName: string
  size: number
  sha256: string
  storageKey: string
  contentType: string
}

// A request's files: the stored bytes of its reads and tuned files, and the request they start.

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

/** The columns of a tune request every reader selects. */
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

export function findTuneRequestFiles(db: Db, tuneRequestId: number) {
  return db
    .select({ ...storedFileColumns, role: tuneRequestFile.role })
    .from(tuneRequestFile)
    .innerJoin(storedFile, eq(storedFile.id, tuneRequestFile.storedFileId))
    .where(eq(tuneRequestFile.tuneRequestId, tuneRequestId))
    .orderBy(asc(tuneRequestFile.createdAt), asc(storedFile.createdAt))
}
