import type { Sale } from './sale.schema'

/** SPEC §2 sale banner amount: "20%" for a percent sale, "$20" for a dollar sale (followed by 'OFF'). */
export function saleAmountLabel(sale: Pick<Sale, 'amount' | 'amountType'>): string {
  return sale.amountType === 'percent' ? `${sale.amount}%` : `$${sale.amount}`
}
