import type { Actor } from '@shop/domain/accounts'
import {
  DEALER_CARD_RECEIPTS_ACCOUNT,
  DEALER_POSTING_KINDS,
  type DealerPayBalanceBody,
  type DealerPayment,
} from '@shop/domain/dealers'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { ledgerAmountOf } from '@shop/domain/ledger'
import type { AppDeps } from '../../http/app-env'
import { AppError, validationFailed } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import * as ledger from '../ledger/ledger.service'
import { dealerFor } from './dealer-access'
import { dealerBalanceAccount, postDealerMovement, shopAccount } from './dealer-ledger'
import * as repository from './dealer-balance.repository'
import { positionIn } from './dealer-balance.service'

// Issue 25 item 2: a dealer pays its balance, or part of it, by card. Decision (recorded here and in the contract):
// any positive amount up to MAX_DEALER_PAYMENT_MINOR is taken, not only up to what it owes — above zero the dealer
// has paid ahead, as decision 0102 reads a positive balance.

/**
 * Charges the card through `deps.payments` with a key made from the dealer and the Idempotency-Key, then posts
 * `dealer-payment` (the dealer's balance up, the shop's card receipts down) under the same key, audited as
 * `dealer.balance-paid`. A retry with the key answers the first payment (the payment layer answers the same charge,
 * the ledger the same transaction): the card is charged once, the balance moves once. The key sent with another
 * amount is 409 `idempotency_key_reused`.
 */
export async function payBalance(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  input: { body: DealerPayBalanceBody; key: string; customerEmail: string; requestId: string | null },
): Promise<DealerPayment> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const { amount_minor: amountMinor, currency, ...payment } = input.body
  if (!deps.siteConfig.currencies.includes(currency))
    throw validationFailed({ currency: [`This shop does not take payments in ${currency}.`] })
  const key = `dealer-payment:${dealer.id}:${input.key}`
  const answer = async (transactionId: string, created: boolean, chargeId: string | null): Promise<DealerPayment> => ({
    transaction_id: transactionId,
    amount: { amount_minor: amountMinor, currency },
    charge_id: chargeId,
    created,
    position: await positionIn(deps.db, dealer.id, currency),
  })
  const earlier = await ledger.findTransactionByKey(deps.db, key)
  if (earlier) return answer(earlier.id, false, await sameOrRefused(deps, earlier.id, dealer.id, amountMinor, currency))

  const charge = await deps.payments.chargeOrThrow({
    idempotencyKey: key,
    amountMinor: BigInt(amountMinor),
    currency,
    description: `${deps.siteConfig.brandName} balance payment, ${dealer.name}`,
    customer: { email: input.customerEmail, userId: actor!.id },
    method: deps.payments.methodOf(payment),
  })
  const posted = await deps.db.transaction(async (tx) => {
    const result = await postDealerMovement(tx, {
      dealerId: dealer.id,
      kind: DEALER_POSTING_KINDS.payment,
      memo: `Card payment of ${ledgerAmountOf(BigInt(amountMinor), currency)} ${currency}`,
      idempotencyKey: key,
      createdByUserId: actor!.id,
      reference: { charge_id: charge.chargeId, provider: charge.provider },
      at: deps.clock(),
      account: dealerBalanceAccount(dealer.id, currency),
      amount: BigInt(amountMinor),
      counterAccount: shopAccount(DEALER_CARD_RECEIPTS_ACCOUNT, currency),
    })
    if (result.created) {
      await recordAudit(tx, {
        actorUserId: actor!.id,
        action: 'dealer.balance-paid',
        subject: { type: 'dealer', id: dealer.id },
        details: {
          amount_minor: amountMinor,
          currency,
          transaction_id: result.transactionId,
          charge_id: charge.chargeId,
        },
        requestId: input.requestId,
      })
    }
    return result
  })
  if (!posted.created) await sameOrRefused(deps, posted.transactionId, dealer.id, amountMinor, currency)
  return answer(posted.transactionId, posted.created, charge.chargeId)
}

/** The charge id of an earlier payment under the key, if it paid the same amount; 409 when it paid another. */
async function sameOrRefused(
  deps: AppDeps,
  transactionId: string,
  dealerId: string,
  amountMinor: number,
  currency: string,
) {
  const line = await repository.dealerLineOf(deps.db, transactionId, dealerId)
  if (!line || line.amount !== BigInt(amountMinor) || line.unit !== currency)
    throw new AppError(409, 'idempotency_key_reused', ERROR_TEXTS.paymentKeyReused)
  return typeof line.reference.charge_id === 'string' ? line.reference.charge_id : null
}
