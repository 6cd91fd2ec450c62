import { DISCOUNT_CODE_SCOPE_LABELS, type AdminDiscountCode } from '@shop/domain/admin-promotions'
import { productCategoryName } from '@shop/domain/admin-products'
import { formatMoney } from '@shop/domain/money'
import { saleAmountLabel } from '@shop/domain/store'
import type { AdminSale } from '@shop/domain/admin-promotions'

/** "30% OFF" / "$40 OFF", as the banner says it. */
export const saleAmountText = (sale: Pick<AdminSale, 'amount' | 'amount_type'>) =>
  `${saleAmountLabel({ amount: sale.amount, amountType: sale.amount_type })} OFF`

/** "20% off" or "5.00 EUR · 6.00 USD off": what a code takes off. */
export function discountText(code: Pick<AdminDiscountCode, 'kind' | 'percent' | 'amounts'>): string {
  if (code.kind === 'percent') return `${code.percent ?? 0}% off`
  const amounts = Object.entries(code.amounts).map(([currency, minor]) =>
    formatMoney({ amount_minor: minor, currency }),
  )
  return amounts.length ? `${amounts.join(' · ')} off` : 'Nothing off yet'
}

/** "Whole cart", "Product: FZ3 flash tool", "Category: Cables". */
export function scopeText(code: Pick<AdminDiscountCode, 'product_id' | 'product_name' | 'category'>): string {
  if (code.product_id !== null) return `${DISCOUNT_CODE_SCOPE_LABELS.product}: ${code.product_name ?? code.product_id}`
  if (code.category !== null) return `${DISCOUNT_CODE_SCOPE_LABELS.category}: ${productCategoryName(code.category)}`
  return DISCOUNT_CODE_SCOPE_LABELS.cart
}

/** An instant as a `datetime-local` input's value in UTC ("2026-11-27T09:00"): the back office's times are UTC. */
export const utcInputValue = (iso: string | null) => (iso ? iso.slice(0, 16) : '')

/** A `datetime-local` value read as UTC, as an ISO instant; '' → null; anything else → undefined (not a time). */
export function isoOfUtcInput(value: string): string | null | undefined {
  const typed = value.trim()
  if (typed === '') return null
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(typed)) return undefined
  const at = new Date(`${typed.length === 16 ? `${typed}:00` : typed}Z`)
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString()
}
