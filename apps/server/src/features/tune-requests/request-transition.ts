import { paths } from '@shop/domain/paths'
import { formatMoney } from '@shop/domain/money'
import { TUNE_REQUEST_ERRORS } from '@shop/domain/errors'
import {
  TUNE_REQUEST_STATUS_LABELS,
  transitionTuneRequest,
  type TuneRequestEvent,
  type TuneRequestParty,
  type TuneRequestStatus,
} from '@shop/domain/tuning'
import { AppError, forbidden } from '../../http/app-error'
import { fundingOf, statusOf, type Deps } from './request-access'
import * as repo from './tune-requests.repository'
import type { RequestRow, Tx } from './tune-requests.repository'

// The one way a request changes state (SPEC §7 state machine), the one way a payment is recorded on it, and
// the mail its owner gets about a step.

/** 409: the state machine does not allow this step while the request is in `status`. */
export const refused = (status: TuneRequestStatus) =>
  new AppError(409, 'transition_not_allowed', TUNE_REQUEST_ERRORS.notAllowedWhile(TUNE_REQUEST_STATUS_LABELS[status]))

/** Whether the state machine lets `party` cause `event` on the row now. */
export const allows = (row: RequestRow, event: TuneRequestEvent, party: TuneRequestParty) =>
  transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, event, party).ok

/**
 * Applies one state machine event under the row lock: status and funding move together, the timeline gets
 * a line, `updatedAt` moves (polling pages see the change). Refusals: 409 when the status does not allow
 * it, 403 when the caller's side may not cause it.
 */
export async function transition(
  tx: Tx,
  row: RequestRow,
  event: TuneRequestEvent,
  party: TuneRequestParty,
  actorId: string,
  now: Date,
  extra: {
    note?: string
    pipeline?: Partial<repo.PipelineRow>
    request?: { assignedStaffUserId?: string | null }
  } = {},
): Promise<TuneRequestStatus> {
  const from = statusOf(row)
  const result = transitionTuneRequest({ status: from, funding: fundingOf(row) }, event, party)
  if (!result.ok) throw result.reason === 'not-yours' ? forbidden() : refused(from)
  const to = result.state.status
  await repo.setStatus(tx, row.id, { status: to, updatedAt: now, ...extra.request })
  await repo.upsertPipeline(tx, row.id, { ...extra.pipeline, funding: result.state.funding, updatedAt: now })
  await repo.insertEvent(tx, {
    tuneRequestId: row.id,
    event,
    fromStatus: from,
    toStatus: to,
    actorUserId: actorId,
    note: extra.note ?? '',
    createdAt: now,
  })
  return to
}

/**
 * The one way a payment is recorded on a request, whatever paid it (money or tune credits): the state
 * machine's `pay` with the pipeline's paid markers (`paidAt`, provider, amount), and work that a calibrator
 * already took starts at once (decision 0038).
 */
export async function recordPayment(
  tx: Tx,
  locked: RequestRow,
  actorId: string,
  now: Date,
  extra: { note: string; pipeline: Partial<repo.PipelineRow> & { paidAt: Date } },
): Promise<TuneRequestStatus> {
  const assigned = locked.assignedStaffUserId !== null || locked.assignedTunerOrgId !== null
  const status = await transition(tx, locked, 'pay', 'customer', actorId, now, extra)
  if (!assigned) return status
  const again = (await repo.findRequest(tx, locked.id))!
  return transition(tx, again, 'take', 'worker', locked.assignedStaffUserId ?? actorId, now, {
    note: 'Work starts: the request was already taken.',
  })
}

export type LinkedPayment = { provider: string; chargeId: string; amountMinor: bigint; currency: string; key: string }

/**
 * A rescue session's promotion moves its linked tune request (decision 0051) through the same transition
 * and payment recording as the request's own endpoints, so the board can work it (funding set, timeline
 * line, paid markers). Runs in the caller's transaction; `refused` when the state machine does not allow it.
 */
export async function moveLinkedRequest(
  tx: Tx,
  id: number,
  input: {
    event: TuneRequestEvent
    party: TuneRequestParty
    actorId: string
    now: Date
    note: string
    payment?: LinkedPayment | undefined
  },
): Promise<{ ok: true; status: TuneRequestStatus } | { ok: false; status: TuneRequestStatus }> {
  const row = (await repo.findRequest(tx, id, true))!
  const state = { status: statusOf(row), funding: fundingOf(row) }
  if (!transitionTuneRequest(state, input.event, input.party).ok) return { ok: false, status: statusOf(row) }
  if (input.event === 'pay' && input.payment) {
    const status = await recordPayment(tx, row, input.actorId, input.now, {
      note: `${money(input.payment.amountMinor, input.payment.currency)} · ${input.payment.provider}`,
      pipeline: {
        paymentProvider: input.payment.provider,
        paymentChargeId: input.payment.chargeId,
        paidAmountMinor: input.payment.amountMinor,
        paidCurrency: input.payment.currency,
        payIdempotencyKey: input.payment.key,
        paidAt: input.now,
      },
    })
    return { ok: true, status }
  }
  const status = await transition(tx, row, input.event, input.party, input.actorId, input.now, { note: input.note })
  return { ok: true, status }
}

const statusUrl = (deps: Pick<Deps, 'publicUrl'>, id: number) => `${deps.publicUrl}${paths.tuneRequest(id)}`

/** Mails the request's owner about a step, with the link to the request's status page. */
export async function mailOwner(
  deps: Pick<Deps, 'db' | 'mailer' | 'publicUrl' | 'siteConfig'>,
  row: Pick<RequestRow, 'id' | 'ownerUserId'>,
  subject: string,
  body: string,
) {
  const owner = await repo.userContact(deps.db, row.ownerUserId)
  if (!owner) return
  await deps.mailer.send({
    to: owner.email,
    subject: `${subject} — tune request #${row.id}`,
    text: `Hello ${owner.name},\n\n${body}\n\nSee your request: ${statusUrl(deps, row.id)}\n\n${deps.siteConfig.brandName}`,
  })
}

export const money = (minor: number | bigint, currency: string) =>
  formatMoney({ amount_minor: Number(minor), currency })
