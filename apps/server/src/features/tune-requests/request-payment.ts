import { isStaff, type Actor } from '@shop/domain/accounts'
import type { PaymentFields } from '@shop/domain/payments'
import { hashDisclaimer, type TuneEstimate, type TuneRequestStatus, type TuneSelection } from '@shop/domain/tuning'
import { conflict, forbidden, validationFailed } from '../../http/app-error'
import { billDealer } from '../dealers'
import { dealerIdsOf, partyOf, readable, statusOf, withLocked, type Deps } from './request-access'
import { priceFor } from './request-estimate'
import { allows, money, recordPayment, refused, transition } from './request-transition'
import * as repo from './tune-requests.repository'
import type { RequestRow } from './tune-requests.repository'

// Funding a request (SPEC §7): paid with money, billed to a dealer later, free (staff), or worked raw.

export type PayInput = Partial<TuneSelection> & {
  billing_address_id?: number | null
  discount_codes?: string[]
  disclaimer_sha256: string
} & PaymentFields

export function assertDisclaimer(sha: string | undefined) {
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
  if (!allows(row, 'pay', party)) throw party === 'worker' ? forbidden() : refused(statusOf(row))
  assertDisclaimer(input.disclaimer_sha256)
  await assertAddress(deps, actor, input.billing_address_id)
  const now = deps.clock()
  let estimate = row.pipeline?.estimate
  if (!estimate || !row.pipeline?.engineId) throw refused(statusOf(row))
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

/**
 * `/pay-later`: a dealer member files the work to be billed to their dealer later. The estimate's total is a
 * `dealer-purchase` on the dealer's ledger balance (decision 0102), posted in the same transaction as the step,
 * under the dealer account's row lock: past its credit limit 409 dealer_hit_credit_limit, without billing
 * information 409 dealer_missing_billing_info, and the request stays where it was.
 */
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
    if (!allows(row, 'pay-later', party)) throw refused(statusOf(row))
    assertDisclaimer(input.disclaimer_sha256)
    const now = deps.clock()
    const estimate = row.pipeline?.estimate
    if (!estimate) throw refused(statusOf(row))
    await billDealer(tx, {
      dealerId,
      currency: estimate.currency,
      amountMinor: BigInt(estimate.total_minor),
      memo: `Tune request ${id} billed to the dealer`,
      idempotencyKey: `tune-request-billed:${id}`,
      userId: actor.id,
      reference: { tune_request_id: id },
      at: now,
    })
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
    if (!allows(row, 'raw', party)) throw party === 'worker' ? forbidden() : refused(statusOf(row))
    assertDisclaimer(input.disclaimer_sha256)
    const now = deps.clock()
    const status = await transition(tx, row, 'raw', party, actor.id, now, {
      note: input.note ?? '',
      pipeline: { disclaimerSha256: input.disclaimer_sha256, disclaimerAgreedAt: now },
    })
    return { id, status }
  })
}
