import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { can, type Actor } from '@shop/domain/accounts'
import { UPLOAD_ERRORS } from '@shop/domain/errors'
import { DOWNLOAD_TOKEN_TTL_SECONDS } from '@shop/domain/tuning'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound } from '../../http/app-error'
import type { ByteRange } from '../../platform/files/file-store'
import { ChecksumMismatchError, openVerified } from '../../platform/files/verified-read'
import { partyOf, readable, resourceOf, type Deps } from './request-access'
import { tunedFilesVisible } from './request-queries'
import { findTuneRequestFiles } from './request-files.repository'
import * as repo from './tune-requests.repository'

// Downloads: which file of a request the caller may have, short-lived download tokens, and verified bytes.

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** `GET …/token`: a short-lived download token for the caller and this request (only its hash is kept). */
export async function issueToken(deps: Deps, actor: Actor, id: number) {
  await readable(deps.db, actor, id)
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(deps.clock().getTime() + DOWNLOAD_TOKEN_TTL_SECONDS * 1000)
  await repo.insertToken(deps.db, { tokenSha256: tokenHash(token), tuneRequestId: id, userId: actor.id, expiresAt })
  return { token, expires_at: expiresAt.toISOString() }
}

/**
 * `GET …/download/{file}?token=`: the file of this request the token's holder may read. A token of another
 * request, an expired one, or a file the holder may not see yet (a tuned file before delivery) is 404.
 */
export async function fileForToken(
  deps: Deps,
  id: number,
  fileId: string,
  token: string,
  loadActor: (userId: string) => Promise<Actor | null>,
) {
  const found = await repo.findToken(deps.db, tokenHash(token))
  if (!found || found.tuneRequestId !== id || found.expiresAt <= deps.clock()) throw notFound('This file')
  const actor = await loadActor(found.userId)
  if (!actor) throw notFound('This file')
  return visibleFile(deps, actor, id, fileId)
}

/**
 * A file of a request the actor may download: the request must be readable, and a tuned file must be
 * released (decision 0038). Anything else is 404, so a file's existence is never revealed.
 */
export async function visibleFile(deps: Pick<Deps, 'db'>, actor: Actor, id: number, fileId: string) {
  const row = await repo.findRequest(deps.db, id)
  if (!row || !can(actor, 'tune-request:read', resourceOf(row))) throw notFound('This file')
  const file = (await findTuneRequestFiles(deps.db, id)).find((candidate) => candidate.id === fileId)
  if (!file || (file.role === 'tuned' && !tunedFilesVisible(row, partyOf(actor, row)))) throw notFound('This file')
  return file
}

type StoredFileRow = { storageKey: string; sha256: string }

/**
 * The verified bytes of a stored file (of `range` only, when given); a mismatch with the recorded SHA-256 is
 * refused (409), never sent.
 */
export async function openStoredFile(
  deps: Pick<AppDeps, 'files' | 'logger'>,
  file: StoredFileRow,
  range: ByteRange | null = null,
): Promise<Readable> {
  try {
    const stream = await openVerified(deps.files, file.storageKey, file.sha256, range ?? undefined)
    if (!stream) throw notFound('This file')
    return stream
  } catch (error) {
    if (error instanceof ChecksumMismatchError) {
      deps.logger.error({ key: file.storageKey }, 'stored file failed its checksum')
      throw new AppError(409, 'checksum_mismatch', UPLOAD_ERRORS.checksumMismatch)
    }
    throw error
  }
}
