import * as repository from './ledger.repository'
import type { AccountKey } from './ledger.repository'

export type { AccountKey }
export const ensureAccounts = repository.ensureAccounts
export const lockAccounts = repository.lockAccounts
export const balanceOf = repository.balanceOf
export const balancesOf = repository.balancesOf
export const balancesAsOf = repository.balancesAsOf
export const historyOf = repository.historyOf
export const findTransactionByKey = repository.findTransactionByKey
export const transactionAmounts = repository.transactionAmounts
export {
  LedgerImbalanceError,
  postTransaction,
  type PostedTransaction,
  type PostTransactionInput,
} from './post-transaction'
