import {
  LEDGER_TRANSACTION_KIND_LABELS,
  TUNE_CREDIT_LABELS,
  VALUE_TRANSFER_PARTY_KIND_LABELS,
  type LedgerObject,
  type LedgerPostingView,
  type LedgerTransactionView,
  type TuneCreditKind,
  type ValueTransfer,
} from '@shop/domain/ledger'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'

// How the back office words the ledger (decision 0091): human names for units, kinds, accounts and owners.

const CREDIT_UNIT = /^credit-([a-z]+)$/

/** The credit kind of a credit unit (`credit-ecu` → `ecu`), or null for a currency. */
const creditKindOf = (unit: string): TuneCreditKind | null => {
  const kind = CREDIT_UNIT.exec(unit)?.[1]
  return kind && kind in TUNE_CREDIT_LABELS ? (kind as TuneCreditKind) : null
}

/** A unit as a person says it: `credit-ecu` → "ECU credits", a currency as its code. */
export function unitLabel(unit: string): string {
  const kind = creditKindOf(unit)
  return kind ? `${TUNE_CREDIT_LABELS[kind]} credits` : unit
}

/** An amount of a unit: money as the shop prints it (`-€12.50`), credits counted (`2 ECU credits`, `-1 ECU credit`). */
export function formatLedgerAmount(amountMinor: string | number, unit: string): string {
  const amount = Number(amountMinor)
  const kind = creditKindOf(unit)
  if (kind) return `${amount} ${TUNE_CREDIT_LABELS[kind]} credit${Math.abs(amount) === 1 ? '' : 's'}`
  if (/^[A-Z]{3}$/.test(unit)) return formatMoney({ amount_minor: amount, currency: unit })
  return `${amount} ${unit}`
}

/** Words of a slug: `house-funds` → "House funds". */
const wordsOf = (slug: string) => {
  const words = slug.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A transaction kind's label; a kind not labelled yet reads as its words. */
export function transactionKindLabel(kind: string): string {
  return (LEDGER_TRANSACTION_KIND_LABELS as Record<string, string>)[kind] ?? wordsOf(kind)
}

/** What an account holds: `tune-credits-ecu` → "ECU credits", `tune-credits-ecu-issued` → "ECU credits issued". */
export function accountKindLabel(kind: string): string {
  const credits = /^tune-credits-([a-z]+)(?:-(issued|redeemed))?$/.exec(kind)
  if (credits && credits[1]! in TUNE_CREDIT_LABELS) {
    const label = `${TUNE_CREDIT_LABELS[credits[1] as TuneCreditKind]} credits`
    return credits[2] ? `${label} ${credits[2]}` : label
  }
  if (kind === 'house-funds') return 'Shop funds'
  if (kind.endsWith('-balance')) return 'Money balance'
  return wordsOf(kind)
}

/** Whose account a posting is on: the shop, a person (name), an organization (name), or its id when unknown. */
export function ownerLabel(posting: Pick<LedgerPostingView, 'owner_kind' | 'owner_id' | 'owner_name'>): string {
  if (posting.owner_kind === 'system') return 'The shop'
  return posting.owner_name ?? posting.owner_id
}

/** What a transaction moved: the sum of its positive postings per unit (`2 ECU credits, 1 TCU credit`). */
export function movedOf(transaction: Pick<LedgerTransactionView, 'postings'>): string {
  const sums = new Map<string, bigint>()
  for (const posting of transaction.postings) {
    const amount = BigInt(posting.amount_minor)
    if (amount > 0n) sums.set(posting.unit, (sums.get(posting.unit) ?? 0n) + amount)
  }
  return [...sums].map(([unit, amount]) => formatLedgerAmount(amount.toString(), unit)).join(', ') || '—'
}

/** Who gave and who got: the owners of the negative and of the positive postings, each named once. */
export function partiesOf(transaction: Pick<LedgerTransactionView, 'postings'>): { from: string; to: string } {
  const names = (positive: boolean) =>
    [
      ...new Set(
        transaction.postings
          .filter((posting) => !posting.amount_minor.startsWith('-') === positive)
          .map((posting) => ownerLabel(posting)),
      ),
    ].join(', ')
  return { from: names(false), to: names(true) }
}

/**
 * The back-office page of what a transaction belongs to, or null where none exists (a credit code). An order
 * reference holds its number (`S-12`); a bare number is a store order's id.
 */
export function ledgerObjectHref(object: LedgerObject): string | null {
  switch (object.type) {
    case 'order':
      if (/^[SCTR]-\d+$/.test(object.id)) return paths.adminOrder(object.id)
      return /^\d+$/.test(object.id) ? paths.adminOrder(`S-${object.id}`) : null
    case 'value-transfer':
      return paths.adminValueTransfer(object.id)
    case 'tune-request':
      return paths.tuneRequest(object.id)
    default:
      return null
  }
}

/** What a value transfer moved: `€12.50` or `2 ECU credits`. */
export const transferAmountOf = (transfer: Pick<ValueTransfer, 'amount' | 'unit'>) =>
  formatLedgerAmount(transfer.amount, transfer.unit)

/** A side of a transfer: "The shop", or its kind and name ("Customer: Casey Customer"). */
export function transferPartyLabel(side: ValueTransfer['from']): string {
  if (side.kind === 'house') return VALUE_TRANSFER_PARTY_KIND_LABELS.house
  return `${VALUE_TRANSFER_PARTY_KIND_LABELS[side.kind]}: ${side.name ?? side.id}`
}
