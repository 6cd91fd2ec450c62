import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storedFile } from '../../db/schema/stored-files'
import { tuneRequest, tuneRequestFile } from '../../db/schema/tune-requests'

/** The files of a user's own tune requests (reads, re-uploads and tuned files), newest first. */
export async function filesOf(db: Db, userId: string, role?: 'tuned') {
  return db
    .select({
      id: storedFile.id,
      tuneRequestId: tuneRequest.id,
      requestStatus: tuneRequest.status,
      vehicle: tuneRequest.vehicleDescription,
      ecu: tuneRequest.ecuDescription,
      role: tuneRequestFile.role,
      originalName: storedFile.originalName,
      size: storedFile.size,
      sha256: storedFile.sha256,
      createdAt: storedFile.createdAt,
    })
    .from(tuneRequestFile)
    .innerJoin(tuneRequest, eq(tuneRequest.id, tuneRequestFile.tuneRequestId))
    .innerJoin(storedFile, eq(storedFile.id, tuneRequestFile.storedFileId))
    .where(and(eq(tuneRequest.ownerUserId, userId), role ? eq(tuneRequestFile.role, role) : undefined))
    .orderBy(desc(storedFile.createdAt))
    .limit(200)
}
