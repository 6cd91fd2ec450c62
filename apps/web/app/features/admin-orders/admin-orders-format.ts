import { formatMoney } from '@shop/domain/money'

// Shared by every back-office screen (lib/back-office-format.ts); the order screens read them from here too.
export { formatDay, formatInstant } from '../../lib/back-office-format'

/** An amount in minor units, or a dash while there is none (a request not priced yet). */
export const formatAmount = (amountMinor: number | null, currency: string | null) =>
  amountMinor === null || currency === null ? '—' : formatMoney({ amount_minor: amountMinor, currency })
