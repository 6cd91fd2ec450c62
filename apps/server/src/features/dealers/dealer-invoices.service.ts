import type { Actor } from '@shop/domain/accounts'
import { invoiceSettlementLabel, type DealerInvoice } from '@shop/domain/dealers'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import * as ledger from '../ledger/ledger.service'
import { dealerFor } from './dealer-access'
import { letterhead } from './dealer-statements.service'
import * as repository from './dealer-invoices.repository'

// Issue 25 item 2 (decision 0106): the print view of a dealer's invoice. A dealer's invoice is a tune-credit invoice
// bought for it (estimated, then committed once; committed on the balance it is one `dealer-purchase` posting with
// the key `tune-credit-invoice:<id>`). Money, so `dealer:settings-read` as the statements: another dealer's number
// is a 404, as one that does not exist.

type Deps = Pick<AppDeps, 'db' | 'siteConfig' | 'catalogCache' | 'logger'>

const money = (amount: bigint, currency: string) => ({ amount_minor: Number(amount), currency })

/** `GET /v1/dealers/{slug}/invoices/{id}`. */
export async function dealerInvoice(deps: Deps, actor: Actor | null, slug: string, id: number): Promise<DealerInvoice> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const found = await repository.findDealerInvoice(deps.db, dealer.id, id)
  if (!found) throw notFound('This invoice')
  const { invoice } = found
  const [codes, posted, head] = await Promise.all([
    repository.codesOfInvoice(deps.db, invoice.id),
    ledger.findTransactionByKey(deps.db, `tune-credit-invoice:${invoice.id}`),
    letterhead(deps, dealer),
  ])
  return {
    id: invoice.id,
    number: `INV-${String(invoice.id).padStart(6, '0')}`,
    status: invoice.status as DealerInvoice['status'],
    created_at: invoice.createdAt.toISOString(),
    committed_at: invoice.committedAt?.toISOString() ?? null,
    buyer: { name: found.buyerName, email: found.buyerEmail },
    code_count: invoice.codeCount,
    credits_per_code: invoice.creditsPerCode,
    unit_price: money(invoice.totalMinor / BigInt(invoice.codeCount), invoice.currency),
    total: money(invoice.totalMinor, invoice.currency),
    settlement: invoiceSettlementLabel(invoice.status === 'committed' ? invoice.settledBy : null),
    transaction_id: posted?.id ?? null,
    codes: codes.map((code) => ({ code: code.code, claimed: code.claimedByUserId !== null })),
    letterhead: head,
  }
}
