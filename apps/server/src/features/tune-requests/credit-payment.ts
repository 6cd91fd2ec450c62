import type { Actor } from '@shop/domain/accounts'
import { TUNE_REQUEST_ERRORS } from '@shop/domain/errors'
import type { CreditAmounts } from '@shop/domain/ledger'
import { transitionTuneRequest, type TuneEstimate, type TuneRequestStatus } from '@shop/domain/tuning'
import { AppError, conflict, forbidden, validationFailed } from '../../http/app-error'
import * as credits from '../tune-credits/tune-credits.service'
import { fundingOf, partyOf, statusOf, withLocked, type Deps } from './request-access'
import { assertDisclaimer } from './request-payment'
import { recordPayment, refused } from './request-transition'

// Paying a request with tune credits (decision 0050): tune-credits keeps the ledger, the request records the
// payment. Only this feature calls tune-credits, never the other way round (decision 0074).

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
        statusOf(row) === 'created' ? TUNE_REQUEST_ERRORS.noEstimateYet : refused(statusOf(row)).message,
      )
    }
    assertDisclaimer(input.disclaimer_sha256)
    const estimate = row.pipeline?.estimate
    if (!estimate) throw refused(statusOf(row))
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
