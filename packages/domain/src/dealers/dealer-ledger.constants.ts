// Issue 25 item 1, decision 0102: a dealer's money and credits are accounts of the one ledger. The balance shown
// anywhere is the sum of the postings of the dealer's `dealer-balance` account in a currency: above zero the
// dealer has paid ahead, below zero it owes the shop (its receivable), never below minus its credit limit.

/** The dealer's money account (organization, currency). Value transfers already name it so (decision 0089). */
export const DEALER_BALANCE_ACCOUNT = 'dealer-balance'

/** The shop's side of what a dealer buys on its balance (system, currency). */
export const DEALER_SALES_ACCOUNT = 'dealer-sales'

/** The shop's side of what a dealer pays in by card (system, currency): the money the payment provider holds. */
export const DEALER_CARD_RECEIPTS_ACCOUNT = 'dealer-card-receipts'

/** The shop's side of what it pays out to a dealer (system, currency). */
export const DEALER_DISBURSEMENTS_ACCOUNT = 'dealer-disbursements'

/** The kinds of the ledger transactions that move a dealer's balance, as its balance list labels them. */
export const DEALER_POSTING_KINDS = {
  purchase: 'dealer-purchase',
  payment: 'dealer-payment',
  refund: 'dealer-refund',
  transfer: 'dealer-transfer',
  disbursement: 'dealer-disbursement',
} as const
export type DealerPostingKind = (typeof DEALER_POSTING_KINDS)[keyof typeof DEALER_POSTING_KINDS]

/** The shop's accounts a dealer's money moves against. */
export type DealerShopAccount =
  typeof DEALER_SALES_ACCOUNT | typeof DEALER_CARD_RECEIPTS_ACCOUNT | typeof DEALER_DISBURSEMENTS_ACCOUNT
