import type { Actor } from '@shop/domain/accounts'
import {
  DEALER_POSTING_KINDS,
  DEALER_SALES_ACCOUNT,
  type DealerCodeList,
  type DealerCreditPurchaseBody,
} from '@shop/domain/dealers'
import { ERROR_TEXTS } from '@shop/domain/errors'
import {
  describeCreditAmounts,
  normalizeCreditCode,
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_LABELS,
  TUNE_CREDIT_PRICES,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditUnit,
  type TuneCreditKind,
} from '@shop/domain/ledger'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { dealerFor } from './dealer-access'
import { balanceOfDealer } from './dealer-balance.service'
import {
  assertBillingInfo,
  dealerBalanceAccount,
  dealerCreditAccount,
  postDealerMovement,
  shopAccount,
} from './dealer-ledger'
import * as repository from './dealer-credit-purchases.repository'
import * as balances from './dealer-balance.repository'

// Issue 25 item 3: a dealer buys tune credits into its own account on its balance, lists the codes it bought and
// mails an unclaimed one to a customer.

const issuedCredits = (kind: TuneCreditKind) => ({
  ownerKind: 'system' as const,
  ownerId: SYSTEM_OWNER_ID,
  kind: TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(kind),
  unit: tuneCreditUnit(kind),
})

/**
 * Buys credits of a kind into the dealer's own account, paid on its balance: ONE ledger transaction (kind
 * `dealer-purchase`, key from the dealer and the Idempotency-Key) with the money one way (dealer's balance down,
 * the shop's dealer sales up) and the credits the other (the shop's issued account down, the dealer's up),
 * balanced per unit. Over the credit limit: 409 `dealer_hit_credit_limit`; without billing information: 409
 * `dealer_missing_billing_info`. A retry with the key answers the first purchase.
 */
export async function buyCredits(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  input: { body: DealerCreditPurchaseBody; key: string },
) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const { kind, credits, currency } = input.body
  const prices = TUNE_CREDIT_PRICES[currency]
  if (!prices || !deps.siteConfig.currencies.includes(currency))
    throw validationFailed({ currency: [`Tune credits are not sold in ${currency}.`] })
  const total = BigInt(prices[kind]) * BigInt(credits)
  const key = `dealer-credits:${dealer.id}:${input.key}`
  const posted = await deps.db.transaction(async (tx) => {
    await assertBillingInfo(tx, dealer.id)
    return postDealerMovement(tx, {
      dealerId: dealer.id,
      kind: DEALER_POSTING_KINDS.purchase,
      memo: `${credits} ${TUNE_CREDIT_LABELS[kind]} tune credit${credits === 1 ? '' : 's'}`,
      idempotencyKey: key,
      createdByUserId: actor!.id,
      reference: { credit_kind: kind, credits },
      at: deps.clock(),
      account: dealerBalanceAccount(dealer.id, currency),
      amount: -total,
      counterAccount: shopAccount(DEALER_SALES_ACCOUNT, currency),
      alongside: [
        { account: issuedCredits(kind), amount: -BigInt(credits) },
        { account: dealerCreditAccount(dealer.id, kind), amount: BigInt(credits) },
      ],
    })
  })
  if (!posted.created) {
    const line = await balances.dealerLineOf(deps.db, posted.transactionId, dealer.id)
    const reference = line?.reference ?? {}
    if (!line || line.unit !== currency || reference.credit_kind !== kind || reference.credits !== credits)
      throw new AppError(409, 'idempotency_key_reused', ERROR_TEXTS.paymentKeyReused)
  }
  return {
    transaction_id: posted.transactionId,
    kind,
    credits,
    total: { amount_minor: Number(total), currency },
    created: posted.created,
    balance: await balanceOfDealer(deps.db, dealer.id, [currency]),
  }
}

/** `GET /v1/dealers/{slug}/tune-credit-codes`: every member sees the dealer's codes, claimed or not. */
export async function listCodes(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  query: PageQuery & { claimed?: 'yes' | 'no' | undefined },
): Promise<DealerCodeList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:read')
  const window = pageWindow(query, 0)
  const { rows, total } = await repository.dealerCodesPage(deps.db, dealer.id, query.claimed, window)
  return {
    data: rows.map(({ code, claimerName, claimerEmail }) => ({
      code: code.code,
      credits: { ecu: code.ecu, tcu: code.tcu, awd: code.awd },
      invoice_id: code.invoiceId!,
      recipient_email: code.recipientEmail,
      claimed: code.claimedByUserId !== null,
      claimed_by: code.claimedByUserId !== null ? { name: claimerName ?? '', email: claimerEmail ?? '' } : null,
      claimed_at: code.claimedAt?.toISOString() ?? null,
      created_at: code.createdAt.toISOString(),
    })),
    meta: pageWindow(query, total).meta,
  }
}

/**
 * `POST /v1/dealers/{slug}/tune-credit-codes/{code}/send`: mails an unclaimed code of the dealer to a customer and
 * makes that address its recipient (an account with it claims the code automatically). A claimed code: 409.
 */
export async function sendCode(
  deps: AppDeps,
  actor: Actor | null,
  slug: string,
  input: { code: string; email: string; message?: string | undefined },
) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const code = normalizeCreditCode(input.code)
  if (!code) throw notFound('This credit code')
  const row = await deps.db.transaction(async (tx) => {
    const locked = await repository.lockDealerCode(tx, dealer.id, code)
    if (!locked) throw notFound('This credit code')
    if (locked.claimedByUserId !== null) throw new AppError(409, 'code_already_claimed', ERROR_TEXTS.creditCodeClaimed)
    await repository.setRecipient(tx, locked.id, input.email)
    return locked
  })
  const message = input.message?.trim()
  await deps.mailer.send({
    to: input.email,
    subject: `${dealer.name} sent you a ${deps.siteConfig.brandName} tune credit code`,
    text: [
      `${dealer.name} sent you a tune credit code worth ${describeCreditAmounts({ ecu: row.ecu, tcu: row.tcu, awd: row.awd })} tune credits.`,
      ...(message ? ['', message] : []),
      '',
      code,
      '',
      `Claim it at ${deps.publicUrl}/profile/credits. An account registered with this email address receives it automatically.`,
    ].join('\n'),
  })
  return { code, recipient_email: input.email, sent: true }
}
