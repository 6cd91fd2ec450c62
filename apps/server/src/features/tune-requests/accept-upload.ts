import { ARCHIVE_ERRORS, UPLOAD_ERRORS } from '@shop/domain/errors'
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
import type { AppDeps } from '../../http/app-env'
import { AppError, validationFailed } from '../../http/app-error'
import { unstorableTextErrors } from '../../http/storable-text'
import { FileTooLargeError } from '../../platform/files/file-store'
import { inspectZip, ZipRejectedError } from '../../platform/files/inspect-zip'
import { receiveUpload, UploadFormError, type ReceivedUpload } from '../../platform/files/receive-upload'

// The one upload door (decision 0074): a new request's read, a re-uploaded read, a tuned file and a datalog
// all come in through `acceptUpload`, so they share the size cap, the SPEC §5 detection and the catalogue's texts.

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: ZIP_MAX_ENTRIES,
  maxInflatedBytes: ZIP_MAX_INFLATED_BYTES,
  maxRatio: ZIP_MAX_RATIO,
  ratioGraceBytes: ZIP_RATIO_GRACE_BYTES,
}

const MIB = 1024 * 1024
const formatCap = (bytes: number) =>
  bytes % MIB === 0 ? `${bytes / MIB} MB` : bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MB` : `${bytes} bytes`

const archiveError = (problem: ZipRejectedError['problem']) =>
  problem === 'too_many_entries' ? ARCHIVE_ERRORS.too_many_entries(ZIP_MAX_ENTRIES) : ARCHIVE_ERRORS[problem]

/**
 * What is uploaded: a customer's ECU read (`tune`: a new request or a re-upload), a calibrator's tuned file
 * (`tuned`), or a datalog (`log`). Reads and tuned files share the tune size cap and must be detected as a tune.
 */
export type UploadPurpose = 'tune' | 'tuned' | 'log'

export type AcceptedUpload = ReceivedUpload & { detection: Extract<Detection, { ok: true }> }

/**
 * Receives one uploaded file into the store and checks it: size cap while streaming, empty files, the
 * SPEC §5 detection on its head (and zip directory), for zips the directory and an inflating pass
 * (decision 0035), and for a read or a tuned file that it is detected as a tune. Anything refused is deleted
 * from the store before the error is thrown.
 */
export async function acceptUpload(
  deps: Pick<AppDeps, 'files' | 'limits'>,
  request: Request,
  purpose: UploadPurpose,
): Promise<AcceptedUpload> {
  const maxBytes = purpose === 'log' ? deps.limits.logMaxBytes : deps.limits.tuneMaxBytes
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
      const what = purpose === 'log' ? 'log' : 'tune file'
      throw new AppError(413, 'payload_too_large', UPLOAD_ERRORS.tooLarge(formatCap(maxBytes), what))
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
        return refuse(new AppError(422, 'archive_rejected', archiveError(error.problem)))
      }
      await deps.files.delete(stored.key)
      throw error
    }
  }
  if (purpose !== 'log' && detection.kind !== 'tune') {
    return refuse(new AppError(422, 'not_a_tune', UPLOAD_ERRORS.notATune))
  }
  return { ...received, detection }
}

/** The `stored_file` row of an accepted upload. */
export const storedFileOf = (owner: string, upload: AcceptedUpload, kind: UploadPurpose) => ({
  ownerUserId: owner,
  kind,
  originalName: upload.name.slice(0, 255) || 'upload',
  size: upload.stored.size,
  sha256: upload.stored.sha256,
  storageKey: upload.stored.key,
  contentType: upload.contentType.slice(0, 100),
})

/** Runs `work` with an accepted upload; when it throws, the stored bytes are deleted (nothing is half kept). */
export async function keepingUpload<T>(
  deps: Pick<AppDeps, 'files'>,
  upload: AcceptedUpload,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    await deps.files.delete(upload.stored.key)
    throw error
  }
}
