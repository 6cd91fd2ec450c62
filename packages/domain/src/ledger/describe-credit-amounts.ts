import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS, type CreditAmounts } from './tune-credits.constants'

/** "2 ECU, 1 TCU": the kinds a set of credits holds, for memos and mails. */
export const describeCreditAmounts = (credits: CreditAmounts) =>
  TUNE_CREDIT_KINDS.filter((kind) => credits[kind] > 0)
    .map((kind) => `${credits[kind]} ${TUNE_CREDIT_LABELS[kind]}`)
    .join(', ')
