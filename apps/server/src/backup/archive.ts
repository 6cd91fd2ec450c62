import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

// A backup is one directory (decision 0084): `manifest.json`, the database under `database/`, the file store's files
// under `files/<storage key>`. The manifest names every other file of the directory with its SHA-256, so a copy that
// lost or changed a byte is refused by the restore before it writes anything.

export const MANIFEST = 'manifest.json'
export const FORMAT_VERSION = 1

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)

const ManifestSchema = z.object({
  format: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** `embedded`: PGlite, dumped as JSON rows; `postgres`: pg_dump's custom format. */
  kind: z.enum(['embedded', 'postgres']),
  /** The hashes of the migrations the database had: a restore needs the code that has exactly these. */
  migrations: z.array(z.string()),
  /** Rows per table (`schema.table`), counted in the dump's own snapshot. */
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  /** Each file of the archive (path relative to it) with its SHA-256 and size. */
  files: z.record(z.string(), z.object({ sha256: Sha256, size: z.number().int().min(0) })),
  /** Stored files whose row was in the snapshot but whose bytes were gone when they were copied (deleted since). */
  missingFiles: z.array(z.string()),
})
export type Manifest = z.infer<typeof ManifestSchema>

export async function writeManifest(archive: string, manifest: Manifest): Promise<void> {
  await writeFile(join(archive, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
}

export async function readManifest(archive: string): Promise<Manifest> {
  let text: string
  try {
    text = await readFile(join(archive, MANIFEST), 'utf8')
  } catch {
    throw new BackupError(`${archive} is not a backup: it has no ${MANIFEST}`)
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new BackupError(`${join(archive, MANIFEST)} is not a manifest this version reads`)
  return parsed.data
}

export async function sha256Of(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { sha256: hash.digest('hex'), size }
}

/** Every file the manifest names is there with its checksum; throws naming the first that is not. */
export async function verifyArchive(archive: string, manifest: Manifest): Promise<void> {
  for (const [path, expected] of Object.entries(manifest.files)) {
    const actual = await sha256Of(join(archive, path)).catch(() => null)
    if (!actual) throw new BackupError(`the backup is incomplete: ${path} is missing`)
    if (actual.sha256 !== expected.sha256) throw new BackupError(`the backup is damaged: ${path} changed`)
  }
}

/** A refusal the command prints as it is (no stack): a wrong argument, a non-empty target, a damaged archive. */
export class BackupError extends Error {
  override name = 'BackupError'
}
