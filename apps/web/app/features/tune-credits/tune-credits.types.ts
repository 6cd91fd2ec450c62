import type { CreditAmounts, TuneCreditKind } from '@shop/domain/ledger'

export type CreditHistoryEntry = {
  id: number
  transaction_id: string
  credit_kind: TuneCreditKind
  amount: number
  memo: string
  transaction_kind: string
  tune_request_id: number | null
  created_at: string
}

export type CreditStatement = {
  balances: CreditAmounts
  history: CreditHistoryEntry[]
  meta: { page: number; per_page: number; total: number; pages: number }
}

export type ClaimResult = { code: string; credits: CreditAmounts; already_claimed: boolean; balances: CreditAmounts }
