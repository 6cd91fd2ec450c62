import { decimalAmountOf } from '../money'

/**
 * An amount as an accountant writes it: a currency's minor units as its decimal (`-1250n` USD → `-12.50`), a
 * credit unit's whole credits as they are (`2n` credit-ecu → `2`).
 */
export function ledgerAmountOf(amountMinor: bigint, unit: string): string {
  return unit.startsWith('credit-') ? amountMinor.toString() : decimalAmountOf(amountMinor, unit)
}
