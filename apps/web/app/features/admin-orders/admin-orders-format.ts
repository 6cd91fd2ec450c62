import { formatMoney } from '@shop/domain/money'

// The back office's dates are shared by its screens (decision 0091).
export { formatDay, formatInstant } from '../../components/ui/admin-table/admin-format'

/** An amount in minor units, or a dash while there is none (a request not priced yet). */
export const formatAmount = (amountMinor: number | null, currency: string | null) =>
  amountMinor === null || currency === null ? '—' : formatMoney({ amount_minor: amountMinor, currency })
