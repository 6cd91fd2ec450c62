import type { Readable } from 'node:stream'
import { UPLOAD_ERRORS } from '@shop/domain/errors'
import {
  checkZipDirectory,
  detectUploadKind,
  DETECTION_HEAD_BYTES,
  readZipEntries,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_INFLATED_BYTES,
  ZIP_MAX_RATIO,
  ZIP_RATIO_GRACE_BYTES,
  ZIP_TAIL_BYTES,
  type Detection,
  type ZipLimits,
} from '@shop/domain/tuning'
import type { Actor } from '@shop/domain/accounts'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { unstorableTextErrors } from '../../http/storable-text'
import { FileTooLargeError } from '../../platform/files/file-store'
import { inspectZip, ZipRejectedError } from '../../platform/files/inspect-zip'
import { receiveUpload, UploadFormError, type ReceivedUpload } from '../../platform/files/receive-upload'
import { ChecksumMismatchError, openVerified } from '../../platform/files/verified-read'
import * as repository from './tuning.repository'

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: ZIP_MAX_ENTRIES,
  maxInflatedBytes: ZIP_MAX_INFLATED_BYTES,
  maxRatio: ZIP_MAX_RATIO,
  ratioGraceBytes: ZIP_RATIO_GRACE_BYTES,
}

const MIB = 1024 * 1024
const formatCap = (bytes: number) =>
  bytes % MIB === 0 ? `${bytes / MIB} MB` : bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MB` : `${bytes} bytes`

const ZIP_MESSAGES: Record<ZipRejectedError['problem'], string> = {
  too_many_entries: `This zip archive holds more than ${ZIP_MAX_ENTRIES} files. Upload the ECU read on its own.`,
  too_large: 'This zip archive expands to more data than we accept. Upload the ECU read on its own.',
  ratio: 'This zip archive expands to more data than we accept. Upload the ECU read on its own.',
  unsupported_method:
    'This zip archive uses a compression we cannot read (encrypted or unusual). Upload the file on its own.',
  corrupt: 'This zip archive is damaged and cannot be read. Upload the file again or on its own.',
}

type Upload = ReceivedUpload & { detection: Extract<Detection, { ok: true }> }

/**
 * Receives one uploaded file into the store and checks it: size cap while streaming, empty files, the
 * SPEC §5 detection on its head (and zip directory), and for zips the directory and an inflating pass
 * (decision 0035). Anything refused is deleted from the store before the error is thrown.
 */
async function acceptUpload(deps: AppDeps, request: Request, purpose: 'tune' | 'log'): Promise<Upload> {
  const maxBytes = purpose === 'tune' ? deps.limits.tuneMaxBytes : deps.limits.logMaxBytes
  let received: ReceivedUpload
  try {
    received = await receiveUpload(request, {
      store: deps.files,
      maxBytes,
      prefix: purpose,
      headBytes: DETECTION_HEAD_BYTES,
      tailBytes: ZIP_TAIL_BYTES,
    })
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const what = purpose === 'tune' ? 'tune file' : 'log'
      throw new AppError(
        413,
        'payload_too_large',
        `This file is larger than ${formatCap(maxBytes)}, the most we accept for a ${what}.`,
      )
    }
    if (error instanceof UploadFormError) throw new AppError(400, 'bad_request', error.message)
    throw error
  }
  const refuse = async (error: AppError): Promise<never> => {
    await deps.files.delete(received.stored.key)
    throw error
  }
  // No contract validates a streamed form: its text is checked as theirs is (decision 0064).
  const unstorable = unstorableTextErrors({ ...received.fields, file: received.name })
  if (unstorable) return refuse(validationFailed(unstorable))
  const { stored } = received
  const zipEntries = readZipEntries(received.tail, stored.size)
  const detection = detectUploadKind({
    name: received.name,
    size: stored.size,
    head: received.head,
    zipEntryNames: zipEntries?.map((entry) => entry.name) ?? null,
  })
  if (!detection.ok) return refuse(new AppError(422, 'empty_file', UPLOAD_ERRORS.empty))
  if (detection.isZip) {
    try {
      if (!zipEntries) throw new ZipRejectedError('corrupt')
      const problem = checkZipDirectory(zipEntries, ZIP_LIMITS)
      if (problem) throw new ZipRejectedError(problem)
      const source = await deps.files.get(stored.key)
      if (!source) throw new ZipRejectedError('corrupt')
      await inspectZip(source, zipEntries, ZIP_LIMITS)
    } catch (error) {
      if (error instanceof ZipRejectedError) {
        return refuse(new AppError(422, 'archive_rejected', ZIP_MESSAGES[error.problem]))
      }
      await deps.files.delete(stored.key)
      throw error
    }
  }
  return { ...received, detection }
}

const newFile = (owner: string, upload: Upload, kind: 'tune' | 'log') => ({
  ownerUserId: owner,
  kind,
  originalName: upload.name.slice(0, 255) || 'upload',
  size: upload.stored.size,
  sha256: upload.stored.sha256,
  storageKey: upload.stored.key,
  contentType: upload.contentType.slice(0, 100),
})

const field = (fields: Record<string, string>, name: string, max: number) => (fields[name] ?? '').trim().slice(0, max)

/** SPEC §4: a tune file creates a tune request (status 'created') owned by the uploader. */
export async function createTuneRequest(
  deps: AppDeps,
  actor: Actor,
  request: Request,
  attribution: () => Promise<string | null>,
): Promise<{ id: number; status: string }> {
  const upload = await acceptUpload(deps, request, 'tune')
  if (upload.detection.kind !== 'tune') {
    await deps.files.delete(upload.stored.key)
    throw new AppError(
      422,
      'not_a_tune',
      'This file does not look like an ECU read. Upload a .bin, .pcm or .fls read (or a zip containing one); a datalog goes to the log graphs.',
    )
  }
  // A dealer uploading works for the dealer: its members see the request (PERMISSIONS.md).
  const dealer = actor.memberships.find((m) => m.kind === 'dealer')
  try {
    return await repository.insertTuneRequest(deps.db, {
      file: newFile(actor.id, upload, 'tune'),
      dealerOrgId: dealer?.organizationId ?? null,
      vehicleDescription: field(upload.fields, 'vehicle', 200),
      ecuDescription: field(upload.fields, 'ecu', 200),
      customerNote: field(upload.fields, 'note', 2000),
      attributionTag: await attribution(),
      now: deps.clock(),
    })
  } catch (error) {
    await deps.files.delete(upload.stored.key)
    throw error
  }
}

/** SPEC §4: a log goes to the graphing endpoint: parsed, stored with its channel summary. */
export async function createDatalog(deps: AppDeps, actor: Actor, request: Request): Promise<{ id: string }> {
  const upload = await acceptUpload(deps, request, 'log')
  const unrecognized = () => new AppError(422, 'log_unrecognized', UPLOAD_ERRORS.logUnrecognized)
  try {
    if (upload.detection.isZip) throw unrecognized()
    const source = await deps.files.get(upload.stored.key)
    if (!source) throw unrecognized()
    // Seconds of CPU for a big log: in a worker thread, so other requests are answered meanwhile (decision 0065).
    const parsed = await deps.datalogs.parse(source)
    if (!parsed.ok) throw unrecognized()
    return await repository.insertDatalog(deps.db, {
      file: newFile(actor.id, upload, 'log'),
      summary: parsed.summary,
      rowCount: parsed.rowCount,
      now: deps.clock(),
    })
  } catch (error) {
    // Nothing is kept of a log that was not recorded: refused, unreadable, failed in its parse or its insert.
    await deps.files.delete(upload.stored.key)
    throw error
  }
}

type StoredFileRow = { storageKey: string; sha256: string }

/** The verified bytes of a stored file; a mismatch with the recorded SHA-256 is refused (409), never sent. */
export async function openStoredFile(deps: AppDeps, file: StoredFileRow): Promise<Readable> {
  try {
    const stream = await openVerified(deps.files, file.storageKey, file.sha256)
    if (!stream) throw notFound('This file')
    return stream
  } catch (error) {
    if (error instanceof ChecksumMismatchError) {
      deps.logger.error({ key: file.storageKey }, 'stored file failed its checksum')
      throw new AppError(
        409,
        'checksum_mismatch',
        'This file failed its integrity check and cannot be downloaded. Please contact us so we can send a good copy.',
      )
    }
    throw error
  }
}

export const findTuneRequest = repository.findTuneRequest
export const findTuneRequestFiles = repository.findTuneRequestFiles
export const findTuneRequestFile = repository.findTuneRequestFile
export const findDatalog = repository.findDatalog
