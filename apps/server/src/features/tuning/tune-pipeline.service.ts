import { createHash, randomBytes } from 'node:crypto'
import { can, isStaff, type Actor } from '@shop/domain/accounts'
import type { CreditAmounts } from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { pageWindow, type PageMeta, type PageQuery } from '@shop/domain/paging'
import { isDiscountCodeActive, type DiscountCode } from '@shop/domain/store'
import { displayCurrencyOf } from '@shop/domain/site'
import type { PaymentFields } from '@shop/domain/payments'
import {
  DOWNLOAD_TOKEN_TTL_SECONDS,
  hashDisclaimer,
  PIPELINE_COLUMNS,
  priceTuneEstimate,
  RECENT_UPDATES_HOURS,
  TUNE_DISCLAIMER_TEXT,
  TUNE_REQUEST_EVENTS,
  TUNE_REQUEST_STATUS_LABELS,
  transitionTuneRequest,
  type TuneEstimate,
  type TuneRequestEvent,
  type TuneRequestFunding,
  type TuneRequestParty,
  type TuneRequestStatus,
  type TuneSelection,
} from '@shop/domain/tuning'
import type { AppDeps } from '../../http/app-env'
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../http/app-error'
import { unstorableTextErrors } from '../../http/storable-text'
import { FileTooLargeError } from '../../platform/files/file-store'
import { receiveUpload, UploadFormError } from '../../platform/files/receive-upload'
import * as repo from './tune-pipeline.repository'
import type { RequestRow, Tx } from './tune-pipeline.repository'
import { findTuneRequestFiles } from './tuning.repository'
import * as credits from '../tune-credits/tune-credits.service'

type Deps = Pick<
  AppDeps,
  'db' | 'mailer' | 'clock' | 'payments' | 'publicUrl' | 'siteConfig' | 'files' | 'limits' | 'logger'
>

const statusOf = (row: RequestRow) => row.status as TuneRequestStatus
const fundingOf = (row: RequestRow) => (row.pipeline?.funding ?? null) as TuneRequestFunding | null
const resourceOf = (row: Pick<RequestRow, 'ownerUserId' | 'dealerOrgId' | 'assignedTunerOrgId'>) => ({
  ownerId: row.ownerUserId,
  dealerId: row.dealerOrgId,
  organizationId: row.dealerOrgId,
  assignedTunerId: row.assignedTunerOrgId,
})
const dealerIdsOf = (actor: Actor) => actor.memberships.filter((m) => m.kind === 'dealer').map((m) => m.organizationId)

/** Workers are staff and members of the tuner company the request is assigned to; everyone else is a customer. */
export function partyOf(actor: Actor, row: Pick<RequestRow, 'assignedTunerOrgId'>): TuneRequestParty {
  return can(actor, 'pipeline:work', { assignedTunerId: row.assignedTunerOrgId }) ? 'worker' : 'customer'
}

/** The request when the actor may read it (owner, their dealer, the assigned tuner, staff); anyone else 404. */
export async function readable(db: Tx, actor: Actor, id: number, lock = false): Promise<RequestRow> {
  const row = await repo.findRequest(db, id, lock)
  if (!row || !can(actor, 'tune-request:read', resourceOf(row))) throw notFound('This tune request')
  return row
}

const REFUSED = (status: TuneRequestStatus) =>
  new AppError(
    409,
    'transition_not_allowed',
    `This step is not possible while the request is “${TUNE_REQUEST_STATUS_LABELS[status]}”.`,
  )

/**
 * Applies one state machine event under the row lock: status and funding move together, the timeline gets
 * a line, `updatedAt` moves (polling pages see the change). Refusals: 409 when the status does not allow
 * it, 403 when the caller's side may not cause it.
 */
async function transition(
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
  if (!result.ok) throw result.reason === 'not-yours' ? forbidden() : REFUSED(from)
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

async function withLocked<T>(deps: Deps, actor: Actor, id: number, work: (tx: Tx, row: RequestRow) => Promise<T>) {
  return deps.db.transaction(async (tx) => work(tx, await readable(tx, actor, id, true)))
}

const statusUrl = (deps: Deps, id: number) => `${deps.publicUrl}/tuning/request/${id}/status`

async function mailOwner(deps: Deps, row: Pick<RequestRow, 'id' | 'ownerUserId'>, subject: string, body: string) {
  const owner = await repo.userContact(deps.db, row.ownerUserId)
  if (!owner) return
  await deps.mailer.send({
    to: owner.email,
    subject: `${subject} — tune request #${row.id}`,
    text: `Hello ${owner.name},\n\n${body}\n\nSee your request: ${statusUrl(deps, row.id)}\n\n${deps.siteConfig.brandName}`,
  })
}

const money = (minor: number | bigint, currency: string) => formatMoney({ amount_minor: Number(minor), currency })

// ---------------------------------------------------------------------------------------------- reading

export async function listOwn(deps: Deps, actor: Actor, query: PageQuery & { status?: string }) {
  const where = repo.visibleTo(actor.id, dealerIdsOf(actor))
  const first = await repo.listRequests(deps.db, where, query.status, { offset: 0, limit: 0 })
  const window = pageWindow(query, first.total)
  const { rows } = await repo.listRequests(deps.db, where, query.status, window)
  return { rows, meta: window.meta as PageMeta }
}

/** The requests this account filed itself, newest first, at most `limit` (its purchase history reads them). */
export async function ownedNewestFirst(deps: Pick<Deps, 'db'>, userId: string, limit: number) {
  return repo.listOwnedNewestFirst(deps.db, userId, limit)
}

export async function recentUpdates(deps: Deps, actor: Actor) {
  const since = new Date(deps.clock().getTime() - RECENT_UPDATES_HOURS * 3600_000)
  return repo.recentlyUpdated(deps.db, repo.visibleTo(actor.id, dealerIdsOf(actor)), since, 20)
}

/** The events the caller could cause now (for the status page's buttons). */
export function allowedEvents(row: RequestRow, party: TuneRequestParty): TuneRequestEvent[] {
  const state = { status: statusOf(row), funding: fundingOf(row) }
  return TUNE_REQUEST_EVENTS.filter((event) => transitionTuneRequest(state, event, party).ok)
}

/** A tuned file is the customer's once the request is delivered (and settled); workers always see it. */
export function tunedFilesVisible(row: RequestRow, party: TuneRequestParty) {
  if (party === 'worker') return true
  return (statusOf(row) === 'delivered' || statusOf(row) === 'support') && fundingOf(row) !== null
}

export async function detail(deps: Deps, actor: Actor, id: number) {
  const row = await readable(deps.db, actor, id)
  const party = partyOf(actor, row)
  const [files, events] = await Promise.all([findTuneRequestFiles(deps.db, id), repo.listEvents(deps.db, id)])
  const visible = tunedFilesVisible(row, party)
  return {
    row,
    party,
    files: files.filter((file) => file.role !== 'tuned' || visible),
    tunedFileWaiting: !visible && files.some((file) => file.role === 'tuned'),
    events,
    actions: allowedEvents(row, party),
    disclaimer: { text: TUNE_DISCLAIMER_TEXT, sha256: hashDisclaimer() },
  }
}

export async function dealersFor(actor: Actor) {
  return actor.memberships
    .filter((m) => m.kind === 'dealer')
    .map((m) => ({ id: m.organizationId, name: m.name, slug: m.slug, role: m.role }))
}

// ---------------------------------------------------------------------------------------------- customer

export async function updateDetails(
  deps: Deps,
  actor: Actor,
  id: number,
  patch: { vehicle_description?: string; ecu_description?: string; customer_note?: string },
  assertFresh: (updatedAt: Date) => void,
) {
  return withLocked(deps, actor, id, async (tx, row) => {
    if (!can(actor, 'tune-request:write', resourceOf(row))) throw forbidden()
    assertFresh(row.updatedAt)
    if (statusOf(row) === 'delivered' || statusOf(row) === 'cancelled') throw REFUSED(statusOf(row))
    await repo.setStatus(tx, id, {
      ...(patch.vehicle_description !== undefined && { vehicleDescription: patch.vehicle_description }),
      ...(patch.ecu_description !== undefined && { ecuDescription: patch.ecu_description }),
      ...(patch.customer_note !== undefined && { customerNote: patch.customer_note }),
      updatedAt: deps.clock(),
    })
  })
}

export async function cancel(deps: Deps, actor: Actor, id: number) {
  return withLocked(deps, actor, id, (tx, row) =>
    transition(tx, row, 'cancel', partyOf(actor, row), actor.id, deps.clock()),
  )
}

async function discountCodesOf(tx: Tx, codes: readonly string[], now: Date): Promise<DiscountCode[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()).filter(Boolean))]
  const found = await repo.findDiscountCodes(tx, wanted)
  const errors: string[] = []
  const usable: DiscountCode[] = []
  for (const code of wanted) {
    const row = found.find((candidate) => candidate.code === code)
    const active =
      row &&
      row.productId === null &&
      row.category === null &&
      isDiscountCodeActive(
        {
          active: row.active,
          startsAt: row.startsAt?.toISOString() ?? null,
          endsAt: row.endsAt?.toISOString() ?? null,
        },
        now,
      )
    if (!row || !active) errors.push(`The discount code ${code} cannot be used for custom tuning.`)
    else if (row.kind === 'percent') usable.push({ code, kind: 'percent', percent: row.percent! })
    else usable.push({ code, kind: 'amount', amountsByCurrency: row.amounts })
  }
  if (errors.length) throw validationFailed({ discount_codes: errors })
  return usable
}

export type EstimateInput = TuneSelection & {
  engine_id: number
  transmission_id?: number | null
  currency?: string
  discount_codes?: string[]
}

/** Prices the chosen vehicle's tunes in one currency (fixed from here on) and saves it as the estimate. */
async function priceFor(tx: Tx, deps: Deps, row: RequestRow, input: EstimateInput, currency: string, now: Date) {
  const vehicle = await repo.findVehicle(tx, input.engine_id, input.transmission_id ?? null)
  if (!vehicle) throw validationFailed({ engine_id: ['Choose a vehicle from the catalog.'] })
  const tunes = await repo.tunesFor(tx, vehicle.engineId, vehicle.transmissionId, currency)
  const codes = await discountCodesOf(tx, input.discount_codes ?? [], now)
  const result = priceTuneEstimate(tunes, input, { currency, dealer: row.dealerOrgId !== null, discountCodes: codes })
  if (!result.ok) throw validationFailed(result.errors)
  return {
    estimate: result.estimate,
    pipeline: {
      engineId: vehicle.engineId,
      transmissionId: vehicle.transmissionId,
      vehicle: {
        make: vehicle.make,
        year: vehicle.year,
        model: vehicle.model,
        engine: vehicle.engine,
        transmission: vehicle.transmission,
        engine_id: vehicle.engineId,
        transmission_id: vehicle.transmissionId,
      },
      estimate: result.estimate,
      estimatedAt: now,
    },
  }
}

export async function estimate(deps: Deps, actor: Actor, id: number, input: EstimateInput) {
  const currency = displayCurrencyOf(deps.siteConfig, { wanted: input.currency })
  const done = await withLocked(deps, actor, id, async (tx, row) => {
    const now = deps.clock()
    const party = partyOf(actor, row)
    if (!transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, 'estimate', party).ok)
      throw REFUSED(statusOf(row))
    const priced = await priceFor(tx, deps, row, input, currency, now)
    const lines = priced.estimate.lines.map((line) => line.name).join(', ')
    await transition(tx, row, 'estimate', party, actor.id, now, { pipeline: priced.pipeline, note: lines })
    return { row, estimate: priced.estimate }
  })
  await mailOwner(
    deps,
    done.row,
    'Your estimate is ready',
    `Your estimate: ${done.estimate.lines.map((l) => `${l.name} ${money(l.amount_minor, done.estimate.currency)}`).join('; ')}.\nTotal: ${money(done.estimate.total_minor, done.estimate.currency)}.`,
  )
  return done.estimate
}

export type PayInput = Partial<TuneSelection> & {
  billing_address_id?: number | null
  discount_codes?: string[]
  disclaimer_sha256: string
} & PaymentFields

function assertDisclaimer(sha: string | undefined) {
  if (sha !== hashDisclaimer())
    throw validationFailed({ disclaimer: ['Read and agree to the disclaimer before continuing.'] })
}

export type PaidResult = {
  id: number
  status: TuneRequestStatus
  charge_id: string | null
  amount_minor: number
  currency: string
}

/**
 * SPEC §7 `/pay`: charges the estimate's total (in its currency) through `deps.payments` with a key made
 * from the request, so a retry never charges twice; the same Idempotency-Key after success answers the first
 * result, any other second payment is 409 already_committed. A decline is the provider's 402.
 */
export async function pay(deps: Deps, actor: Actor, id: number, input: PayInput, idempotencyKey: string | undefined) {
  const row = await readable(deps.db, actor, id)
  const party = partyOf(actor, row)
  const paidAlready = row.pipeline?.paidAt
  if (paidAlready) {
    if (idempotencyKey && row.pipeline?.payIdempotencyKey === idempotencyKey) return paidResult(row)
    throw conflict('already_committed')
  }
  if (!transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, 'pay', party).ok)
    throw party === 'worker' ? forbidden() : REFUSED(statusOf(row))
  assertDisclaimer(input.disclaimer_sha256)
  await assertAddress(deps, actor, input.billing_address_id)
  const now = deps.clock()
  let estimate = row.pipeline?.estimate
  if (!estimate || !row.pipeline?.engineId) throw REFUSED(statusOf(row))
  const reprice =
    (input.tune_sets && !sameIds(input.tune_sets, estimate.lines, 'set')) ||
    (input.tune_options && !sameIds(input.tune_options, estimate.lines, 'option')) ||
    (input.discount_codes && input.discount_codes.join() !== estimate.discount_codes.join())
  let repriced: Awaited<ReturnType<typeof priceFor>> | undefined
  if (reprice) {
    repriced = await priceFor(
      deps.db,
      deps,
      row,
      {
        engine_id: row.pipeline.engineId,
        transmission_id: row.pipeline.transmissionId,
        tune_sets: input.tune_sets ?? estimate.lines.filter((l) => l.kind === 'set').map((l) => l.tune_id),
        tune_options: input.tune_options ?? estimate.lines.filter((l) => l.kind === 'option').map((l) => l.tune_id),
        discount_codes: input.discount_codes ?? estimate.discount_codes,
      },
      estimate.currency,
      now,
    )
    estimate = repriced.estimate
  }
  const due = BigInt(estimate.total_minor)
  let charge: { chargeId: string; provider: string } | null = null
  if (due > 0n) {
    const method = deps.payments.methodOf(input)
    const owner = await repo.userContact(deps.db, actor.id)
    charge = await deps.payments.chargeOrThrow({
      idempotencyKey: `tune-request:${id}:pay`,
      amountMinor: due,
      currency: estimate.currency,
      description: `${deps.siteConfig.brandName} tune request ${id}`,
      customer: { email: owner?.email ?? '', userId: actor.id },
      method,
    })
  }
  return deps.db.transaction(async (tx) => {
    const locked = await readable(tx, actor, id, true)
    if (locked.pipeline?.paidAt) return paidResult(locked)
    const status = await recordPayment(tx, locked, actor.id, now, {
      note: `${money(due, estimate.currency)}${charge ? ` · ${charge.provider}` : ''}`,
      pipeline: {
        ...repriced?.pipeline,
        estimate,
        disclaimerSha256: input.disclaimer_sha256,
        disclaimerAgreedAt: now,
        paymentProvider: charge?.provider ?? null,
        paymentChargeId: charge?.chargeId ?? null,
        paidAmountMinor: due,
        paidCurrency: estimate.currency,
        payIdempotencyKey: idempotencyKey ?? null,
        paidAt: now,
      },
    })
    return {
      id,
      status,
      charge_id: charge?.chargeId ?? null,
      amount_minor: Number(due),
      currency: estimate.currency,
    }
  })
}

/**
 * The one way a payment is recorded on a request, whatever paid it (money or tune credits): the state
 * machine's `pay` with the pipeline's paid markers (`paidAt`, provider, amount), and work that a calibrator
 * already took starts at once (decision 0038).
 */
async function recordPayment(
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

/** The payment provider name recorded for a request paid with tune credits. */
export const TUNE_CREDITS_PROVIDER = 'tune-credits'

export type PaidWithCredits = {
  tune_request_id: number
  status: TuneRequestStatus
  credits: CreditAmounts
  transaction_id: string
  balances: CreditAmounts
}

/**
 * Pays an estimated request with the customer's tune credits (decision 0050): the estimate's tunes take
 * their (split) ECU/TCU/AWD credits from the ledger and the payment is recorded exactly like a money payment
 * (`recordPayment`: funding paid, `paidAt`, provider `tune-credits`, amount 0), all under the request's row
 * lock in one transaction. Idempotent by the request: a retried or concurrent call answers the first payment;
 * a request paid with money is 409 already_committed. `tuneIds`, when given, must be the estimate's tunes.
 */
export async function payWithCredits(
  deps: Deps,
  actor: Actor,
  id: number,
  input: { disclaimer_sha256: string; tune_ids?: readonly number[] | undefined },
): Promise<PaidWithCredits> {
  return withLocked(deps, actor, id, async (tx, row) => {
    const answer = async (status: TuneRequestStatus, spent: credits.SpentCredits) => ({
      tune_request_id: id,
      status,
      credits: spent.credits,
      transaction_id: spent.transactionId,
      balances: await credits.creditBalances(tx, spent.spenderId),
    })
    if (row.pipeline?.paidAt) {
      const spent = await credits.creditsSpentOn(tx, id)
      if (spent && row.pipeline.paymentProvider === TUNE_CREDITS_PROVIDER) return answer(statusOf(row), spent)
      throw conflict('already_committed')
    }
    const party = partyOf(actor, row)
    const moved = transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, 'pay', party)
    if (!moved.ok) {
      if (moved.reason === 'not-yours') throw forbidden()
      throw new AppError(
        409,
        'transition_not_allowed',
        statusOf(row) === 'created'
          ? 'This tune request has no estimate yet. Choose your tunes first, then pay.'
          : REFUSED(statusOf(row)).message,
      )
    }
    assertDisclaimer(input.disclaimer_sha256)
    const estimate = row.pipeline?.estimate
    if (!estimate) throw REFUSED(statusOf(row))
    const estimated = estimate.lines.map((line) => line.tune_id)
    if (input.tune_ids && !sameTunes(input.tune_ids, estimated))
      throw validationFailed({ tune_ids: ['Pay for the tunes of the estimate, or ask for a new estimate.'] })
    const now = deps.clock()
    const spent = await credits.spendTuneCredits(tx, {
      spenderId: actor.id,
      tuneRequestId: id,
      tuneIds: estimated,
      memo: `Tune request #${id}: ${estimate.lines
        .map((line) => line.name)
        .sort()
        .join(', ')}`,
      at: now,
    })
    const status = await recordPayment(tx, row, actor.id, now, {
      note: `${credits.describeCredits(spent.credits)} tune credits`,
      pipeline: {
        disclaimerSha256: input.disclaimer_sha256,
        disclaimerAgreedAt: now,
        paymentProvider: TUNE_CREDITS_PROVIDER,
        paymentChargeId: spent.transactionId,
        paidAmountMinor: 0n,
        paidCurrency: estimate.currency,
        payIdempotencyKey: `tune-request-credits:${id}`,
        paidAt: now,
      },
    })
    return answer(status, spent)
  })
}

/** What the estimate would take in tune credits, or null when credits cannot pay it (stock tunes, add-ons only). */
export async function creditPriceOf(deps: Pick<Deps, 'db'>, estimate: TuneEstimate | null | undefined) {
  if (!estimate || estimate.lines.length === 0) return null
  const needed = await credits.creditsForTuneIds(
    deps.db,
    estimate.lines.map((line) => line.tune_id),
  )
  return needed.ok ? needed.credits : null
}

const sameTunes = (a: readonly number[], b: readonly number[]) => {
  const x = [...new Set(a)].sort()
  const y = [...new Set(b)].sort()
  return x.length === y.length && x.every((value, i) => value === y[i])
}

function paidResult(row: RequestRow): PaidResult {
  return {
    id: row.id,
    status: statusOf(row),
    charge_id: row.pipeline?.paymentChargeId ?? null,
    amount_minor: Number(row.pipeline?.paidAmountMinor ?? 0n),
    currency: row.pipeline?.paidCurrency ?? row.pipeline?.estimate?.currency ?? '',
  }
}

const sameIds = (ids: readonly number[], lines: TuneEstimate['lines'], kind: 'set' | 'option') => {
  const a = [...new Set(ids)].sort()
  const b = lines
    .filter((line) => line.kind === kind)
    .map((line) => line.tune_id)
    .sort()
  return a.length === b.length && a.every((value, i) => value === b[i])
}

async function assertAddress(deps: Deps, actor: Actor, addressId: number | null | undefined) {
  if (addressId == null) return
  if (!(await repo.ownsAddress(deps.db, actor.id, addressId)))
    throw validationFailed({ billing_address_id: ['Choose one of your saved addresses.'] })
}

/** `/pay-later`: a dealer member files the work to be billed to their dealer later. */
export async function payLater(
  deps: Deps,
  actor: Actor,
  id: number,
  input: { dealer_id?: string; disclaimer_sha256: string },
) {
  const dealers = dealerIdsOf(actor)
  if (dealers.length === 0) throw forbidden()
  return withLocked(deps, actor, id, async (tx, row) => {
    const party = partyOf(actor, row)
    if (party !== 'customer') throw forbidden()
    const dealerId = input.dealer_id ?? row.dealerOrgId ?? dealers[0]!
    if (!dealers.includes(dealerId)) throw validationFailed({ dealer_id: ['Choose one of your dealers.'] })
    if (!transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, 'pay-later', party).ok)
      throw REFUSED(statusOf(row))
    assertDisclaimer(input.disclaimer_sha256)
    const now = deps.clock()
    const status = await transition(tx, row, 'pay-later', party, actor.id, now, {
      note: 'Billed to the dealer',
      pipeline: { billedDealerOrgId: dealerId, disclaimerSha256: input.disclaimer_sha256, disclaimerAgreedAt: now },
    })
    return { id, status }
  })
}

/** `/free` (staff): the work is done at no charge. */
export async function free(deps: Deps, actor: Actor, id: number, note: string) {
  return withLocked(deps, actor, id, async (tx, row) => {
    if (!isStaff(actor)) throw forbidden()
    return { id, status: await transition(tx, row, 'free', 'worker', actor.id, deps.clock(), { note }) }
  })
}

/** `/raw`: the customer asks for the file to be worked as sent (quoted by hand), agreeing to the disclaimer. */
export async function raw(deps: Deps, actor: Actor, id: number, input: { note?: string; disclaimer_sha256: string }) {
  return withLocked(deps, actor, id, async (tx, row) => {
    const party = partyOf(actor, row)
    if (!transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, 'raw', party).ok)
      throw party === 'worker' ? forbidden() : REFUSED(statusOf(row))
    assertDisclaimer(input.disclaimer_sha256)
    const now = deps.clock()
    const status = await transition(tx, row, 'raw', party, actor.id, now, {
      note: input.note ?? '',
      pipeline: { disclaimerSha256: input.disclaimer_sha256, disclaimerAgreedAt: now },
    })
    return { id, status }
  })
}

/** `/help`: the customer asks for help choosing (→ help); a worker answers it (→ estimated). */
export async function help(deps: Deps, actor: Actor, id: number, message: string) {
  return withLocked(deps, actor, id, async (tx, row) => {
    const party = partyOf(actor, row)
    const event = party === 'worker' ? 'answer-help' : 'ask-help'
    return { id, status: await transition(tx, row, event, party, actor.id, deps.clock(), { note: message }) }
  })
}

/** `/support`: after delivery, the customer asks for support with the tuned file. */
export async function support(deps: Deps, actor: Actor, id: number, input: { subject: string; body: string }) {
  return withLocked(deps, actor, id, async (tx, row) => ({
    id,
    status: await transition(tx, row, 'ask-support', partyOf(actor, row), actor.id, deps.clock(), {
      note: `${input.subject}\n\n${input.body}`,
    }),
  }))
}

const MIB = 1024 * 1024

async function receiveFile(deps: Deps, request: Request, prefix: string) {
  try {
    const received = await receiveUpload(request, {
      store: deps.files,
      maxBytes: deps.limits.tuneMaxBytes,
      prefix,
      headBytes: 0,
      tailBytes: 0,
    })
    if (received.stored.size === 0) {
      await deps.files.delete(received.stored.key)
      throw new AppError(422, 'empty_file', 'Empty files are not allowed.')
    }
    // No contract validates a streamed form: its text is checked as theirs is (decision 0064).
    const unstorable = unstorableTextErrors({ ...received.fields, file: received.name })
    if (unstorable) {
      await deps.files.delete(received.stored.key)
      throw validationFailed(unstorable)
    }
    return received
  } catch (error) {
    if (error instanceof FileTooLargeError)
      throw new AppError(
        413,
        'payload_too_large',
        `This file is larger than ${Math.round(deps.limits.tuneMaxBytes / MIB)} MB, the most we accept for a tune file.`,
      )
    if (error instanceof UploadFormError) throw new AppError(400, 'bad_request', error.message)
    throw error
  }
}

const storedFrom = (owner: string, kind: 'tune' | 'tuned', received: Awaited<ReturnType<typeof receiveFile>>) => ({
  ownerUserId: owner,
  kind,
  originalName: received.name.slice(0, 255) || 'upload.bin',
  size: received.stored.size,
  sha256: received.stored.sha256,
  storageKey: received.stored.key,
  contentType: 'application/octet-stream',
})

/**
 * The customer replaces a rejected read, or sends the first read of a request paid from a store order
 * (`awaiting-read`, decision 0069); either way the request returns to its funding status without paying again.
 */
export async function reupload(deps: Deps, actor: Actor, id: number, request: Request) {
  const row = await readable(deps.db, actor, id)
  const party = partyOf(actor, row)
  const first = statusOf(row) === 'awaiting-read'
  const event = first ? 'attach-read' : 'reupload'
  if (!transitionTuneRequest({ status: statusOf(row), funding: fundingOf(row) }, event, party).ok)
    throw party === 'worker' ? forbidden() : REFUSED(statusOf(row))
  const received = await receiveFile(deps, request, 'tune')
  try {
    return await withLocked(deps, actor, id, async (tx, locked) => {
      const now = deps.clock()
      const role = first ? 'original' : 'reupload'
      await repo.insertTunedFile(tx, id, storedFrom(actor.id, 'tune', received), role, now)
      const status = await transition(tx, locked, event, party, actor.id, now, {
        note: received.name,
        pipeline: { rejectionReason: null },
      })
      return { id, status }
    })
  } catch (error) {
    await deps.files.delete(received.stored.key)
    throw error
  }
}

// ---------------------------------------------------------------------------------------------- downloads

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

// ---------------------------------------------------------------------------------------------- the board

const tunerOrgsOf = (actor: Actor) => actor.memberships.filter((m) => m.kind === 'tuner').map((m) => m.organizationId)

/** `GET /api/v1/pipeline`: the board's columns; staff see every request, a tuner those of their company. */
export async function board(deps: Deps, actor: Actor) {
  const tunerOrgs = tunerOrgsOf(actor)
  if (!isStaff(actor) && tunerOrgs.length === 0) throw forbidden()
  const statuses = PIPELINE_COLUMNS.flatMap((column) => column.statuses)
  const rows = await repo.boardRows(deps.db, statuses, isStaff(actor) ? null : tunerOrgs)
  return PIPELINE_COLUMNS.map((column) => ({
    id: column.id,
    title: column.title,
    requests: rows
      .filter((row) => (column.statuses as readonly string[]).includes(row.status))
      .slice(-100)
      .reverse(),
  }))
}

async function workable(tx: Tx, actor: Actor, id: number) {
  const row = await repo.findRequest(tx, id, true)
  if (!row || !can(actor, 'tune-request:read', resourceOf(row))) throw notFound('This tune request')
  if (partyOf(actor, row) !== 'worker') throw forbidden()
  return row
}

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
      if (!['created', 'estimated', 'help'].includes(status)) throw REFUSED(status)
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
  if (input.action === 'deliver')
    await mailOwner(
      deps,
      row,
      'Your tuned file is ready',
      `Your tuned file is ready to download.${row.pipeline?.workerNote ? `\n\nNote from your calibrator:\n${row.pipeline.workerNote}` : ''}\n\nCheck the SHA-256 checksum shown on the page before you flash it.`,
    )
  return { id, status: result }
}

/** A worker uploads the tuned file (multipart: tune_request_id, note, file) to a request they work. */
export async function uploadTuned(deps: Deps, actor: Actor, request: Request) {
  const received = await receiveFile(deps, request, 'tuned')
  try {
    const id = Number(received.fields.tune_request_id)
    if (!Number.isSafeInteger(id) || id <= 0) throw validationFailed({ tune_request_id: ['Choose a tune request.'] })
    const note = (received.fields.note ?? '').trim().slice(0, 4000)
    return await deps.db.transaction(async (tx) => {
      const row = await workable(tx, actor, id)
      const status = statusOf(row)
      if (['delivered', 'cancelled', 'rejected'].includes(status)) throw REFUSED(status)
      const now = deps.clock()
      const fileId = await repo.insertTunedFile(tx, id, storedFrom(actor.id, 'tuned', received), 'tuned', now)
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
      return { id, status, file_id: fileId, sha256: received.stored.sha256 }
    })
  } catch (error) {
    await deps.files.delete(received.stored.key)
    throw error
  }
}

export const STATUS_LABELS = TUNE_REQUEST_STATUS_LABELS
