import { eq } from 'drizzle-orm'
import type { DatalogSummary } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import { datalog } from '../../db/schema/datalogs'
import { storedFile } from '../../db/schema/stored-files'

/** The stored file row of an accepted upload (tune-requests `storedFileOf`). */
type NewStoredFile = Omit<typeof storedFile.$inferInsert, 'id' | 'createdAt' | 'ownerUserId'> & { ownerUserId: string }

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
      file: {
        id: storedFile.id,
        originalName: storedFile.originalName,
        size: storedFile.size,
        sha256: storedFile.sha256,
        storageKey: storedFile.storageKey,
      },
    })
    .from(datalog)
    .innerJoin(storedFile, eq(storedFile.id, datalog.storedFileId))
    .where(eq(datalog.id, id))
  return row ? { ...row, summary: row.summary as DatalogSummary } : undefined
}
