import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storedFile } from '../../db/schema/stored-files'

// The stored files of dealers' logos: the file store's objects under the dealerlogo prefix.

export async function insertLogoFile(
  db: Db,
  file: { ownerUserId: string; size: number; sha256: string; storageKey: string; contentType: string },
) {
  const [row] = await db
    .insert(storedFile)
    .values({ ...file, kind: 'other', originalName: 'logo' })
    .returning({ id: storedFile.id })
  return row!.id
}

export async function findLogoFile(db: Db, id: string, prefix: string) {
  const [row] = await db
    .select({ storageKey: storedFile.storageKey, contentType: storedFile.contentType })
    .from(storedFile)
    .where(and(eq(storedFile.id, id), like(storedFile.storageKey, `${prefix}/%`)))
  return row ?? null
}

export async function isDealerLogo(db: Db, id: string, prefix: string) {
  return (await findLogoFile(db, id, prefix)) !== null
}
