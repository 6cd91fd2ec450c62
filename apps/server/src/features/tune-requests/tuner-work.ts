import { isStaff, type Actor } from '@shop/domain/accounts'
import { OUT_OF_WORK_STATUSES } from '@shop/domain/tuning'
import { validationFailed } from '../../http/app-error'
import { offerFeedback } from '../support'
import { acceptUpload, keepingUpload, storedFileOf } from './accept-upload'
import { fundingOf, statusOf, workable, type Deps } from './request-access'
import { findTuneRequestFiles } from './request-files.repository'
import { mailOwner, refused, transition } from './request-transition'
import * as repo from './tune-requests.repository'

// The calibrator's work on the board (SPEC §7): take, reject or deliver a request, and upload its tuned file.

/**
 * A worker's board action. `take` assigns the request to the caller and, once it is funded, starts the work
 * (state machine `take`); an unfunded request stays where it is and starts on payment (decision 0038).
 */
export async function workerAction(
  deps: Deps,
  actor: Actor,
  input: { action: 'take' | 'reject' | 'deliver'; tune_request_id: number; reason?: string; note?: string },
) {
  const id = input.tune_request_id
  const now = deps.clock()
  const result = await deps.db.transaction(async (tx) => {
    const row = await workable(tx, actor, id)
    const status = statusOf(row)
    if (input.action === 'take') {
      const assign = isStaff(actor) ? { assignedStaffUserId: actor.id } : {}
      if (fundingOf(row) !== null && ['paid', 'pay-later', 'free', 'raw'].includes(status))
        return transition(tx, row, 'take', 'worker', actor.id, now, { request: assign, note: input.note })
      if (!['created', 'estimated', 'help'].includes(status)) throw refused(status)
      await repo.setStatus(tx, id, { ...assign, updatedAt: now })
      await repo.insertEvent(tx, {
        tuneRequestId: id,
        event: 'assign',
        fromStatus: status,
        toStatus: status,
        actorUserId: actor.id,
        note: input.note ?? '',
        createdAt: now,
      })
      return status
    }
    if (input.action === 'reject') {
      const reason = (input.reason ?? '').trim()
      if (reason.length < 5)
        throw validationFailed({ reason: ['Write the reason the customer will read (at least 5 characters).'] })
      return transition(tx, row, 'reject', 'worker', actor.id, now, {
        note: reason,
        pipeline: { rejectionReason: reason },
      })
    }
    const files = await findTuneRequestFiles(tx, id)
    const lastTuned = files.filter((file) => file.role === 'tuned').at(-1)
    const lastRead = files.filter((file) => file.role !== 'tuned').at(-1)
    if (!lastTuned || (lastRead && lastTuned.createdAt < lastRead.createdAt))
      throw validationFailed({ file: ['Upload the tuned file before delivering.'] })
    return transition(tx, row, 'deliver', 'worker', actor.id, now, { note: input.note ?? '' })
  })
  const row = (await repo.findRequest(deps.db, id))!
  if (input.action === 'reject')
    await mailOwner(
      deps,
      row,
      'We need a new read',
      `We could not work your file:\n\n${row.pipeline?.rejectionReason}\n\nPlease upload a corrected read on the request's page; you will not pay again.`,
    )
  if (input.action === 'deliver') {
    await mailOwner(
      deps,
      row,
      'Your tuned file is ready',
      `Your tuned file is ready to download.${row.pipeline?.workerNote ? `\n\nNote from your calibrator:\n${row.pipeline.workerNote}` : ''}\n\nCheck the SHA-256 checksum shown on the page before you flash it.`,
    )
    // Issue 26 item 3: the customer rates the delivered tune once, through a mailed link.
    await offerFeedback(deps, { tuneRequestId: id })
  }
  return { id, status: result }
}

/** A worker uploads the tuned file (multipart: tune_request_id, note, file) to a request they work. */
export async function uploadTuned(deps: Deps, actor: Actor, request: Request) {
  const upload = await acceptUpload(deps, request, 'tuned')
  return keepingUpload(deps, upload, async () => {
    const id = Number(upload.fields.tune_request_id)
    if (!Number.isSafeInteger(id) || id <= 0) throw validationFailed({ tune_request_id: ['Choose a tune request.'] })
    const note = (upload.fields.note ?? '').trim().slice(0, 4000)
    return await deps.db.transaction(async (tx) => {
      const row = await workable(tx, actor, id)
      const status = statusOf(row)
      if (OUT_OF_WORK_STATUSES.includes(status)) throw refused(status)
      const now = deps.clock()
      const fileId = await repo.insertTunedFile(tx, id, storedFileOf(actor.id, upload, 'tuned'), 'tuned', now)
      await repo.upsertPipeline(tx, id, { workerNote: note || null, updatedAt: now })
      await repo.setStatus(tx, id, {
        updatedAt: now,
        ...(isStaff(actor) && !row.assignedStaffUserId && { assignedStaffUserId: actor.id }),
      })
      await repo.insertEvent(tx, {
        tuneRequestId: id,
        event: 'upload-tuned',
        fromStatus: status,
        toStatus: status,
        actorUserId: actor.id,
        note,
        createdAt: now,
      })
      return { id, status, file_id: fileId, sha256: upload.stored.sha256 }
    })
  })
}
