import { Readable } from 'node:stream'
import type { FileStore } from '../../platform/files/file-store'
import type { Db } from '../client'
import { signatureAuthority } from '../schema/signature-authority'
import { storedFile } from '../schema/stored-files'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Redline's owner (dealer@example.com), named its signatory so that the demo can accept statements (decision 0107). */
export const DEMO_SIGNATORY = {
  organizationId: '00000000-0000-4000-8000-0000000000d1',
  userId: '00000000-0000-4000-8000-000000000002',
  legalName: 'Dana Dealer',
}

/** A drawn signature, 180×56 grayscale PNG. */
const SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAALQAAAA4CAAAAABx1I1NAAABT0lEQVR42u2YXRaFIAiEWQn736X3sR/BZgq7ds7waFSfCCNq7YNmgha0oAUtaEELWtCCFrSgBS1owHyzr0D70T4B7Z2tD70HhbGNDMg85PFfDqM2qVYa4ht8Mf7Lacz4xCubY+zRv9iNGM7czxgrrsuvZm+3LNONYQapMTkYPHMfa4pRzAh1pAcc8+W8be+HRATM1HHeEpOPvEBoXBYSPaCZMZ0eLSMuZqleeR3zJXQaJkKdEw1rRdD+EHqYwCcNq2lN0yDBu11Os2FX9APWRtQOJzqUN3wzgEGDNef4skTYlSeXsMjhgqO2nVpoxyhIJZx5Rgw2M1SQfQlop7a+N5nPDRPRz5F91MwrBKJz3tXVu8wxNKhMldL77LKGofgTc3AIoCiOzn5ti1yL+S0rh76b1PXwiYfVskyY5DzoiSlF5vT0urobDl2qC1rQC9gPyCbqtyGKP8cAAAAASUVORK5CYII=',
  'base64',
)

/** Names the demo signatory with its signature image, written to the shop's file store (a backup finds it there). */
export async function seedSignatories(tx: Tx, at: Date, files: FileStore) {
  const stored = await files.put(Readable.from([SIGNATURE_PNG]), {
    maxBytes: 200_000,
    prefix: 'signature',
    contentType: 'image/png',
  })
  const [file] = await tx
    .insert(storedFile)
    .values({
      ownerUserId: DEMO_SIGNATORY.userId,
      kind: 'other',
      originalName: 'signature-redline-performance.png',
      size: stored.size,
      sha256: stored.sha256,
      storageKey: stored.key,
      contentType: 'image/png',
      createdAt: at,
    })
    .returning({ id: storedFile.id })
  await tx.insert(signatureAuthority).values({
    organizationId: DEMO_SIGNATORY.organizationId,
    userId: DEMO_SIGNATORY.userId,
    legalName: DEMO_SIGNATORY.legalName,
    signatureFileId: file!.id,
    createdByUserId: DEMO_SIGNATORY.userId,
    createdAt: at,
  })
}
