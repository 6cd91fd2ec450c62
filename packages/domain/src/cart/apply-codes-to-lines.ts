import { applyDiscountCode } from '../store/apply-discount-code'
import type { DiscountCode } from '../store/discount-code.schema'

/** What the code rule needs of an order line: the store product it sells (null: none), its category, its amount. */
export type CodeLine = { productId: number | null; category: string; lineTotalMinor: number }

/** A discount code with its scope: one store product, one category, or (both null) every store product. */
export type ScopedCode = DiscountCode & { productId: number | null; category: string | null }

/**
 * Decision 0068, one rule for every line of an order, whatever put it in the cart: a code takes its cut of the
 * lines in its scope, and a line is in scope when it sells a store product (`productId`) matching the code's
 * product or category (or any, for a code without scope). A vehicle bundle's flash tool is its store product
 * and is discounted like one bought from the store; tunes, rentals and install fees are the catalog's services,
 * priced with the catalog's own discounts, and sell no store product. Codes apply in the order given; together
 * they never take more than the subtotal. Answers each applied code with its amount (codes taking 0 left out).
 */
export function applyCodesToLines(
  lines: readonly CodeLine[],
  codes: readonly ScopedCode[],
  currency: string,
): { code: string; amountMinor: number }[] {
  let left = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0)
  const applied: { code: string; amountMinor: number }[] = []
  for (const code of codes) {
    if (code.kind === 'percent' && code.percent < 1) continue
    const inScope = lines
      .filter((line) => line.productId !== null)
      .filter((line) =>
        code.productId !== null
          ? line.productId === code.productId
          : code.category === null || line.category === code.category,
      )
      .reduce((sum, line) => sum + line.lineTotalMinor, 0)
    if (inScope === 0) continue
    const off = Math.min(applyDiscountCode(code, inScope, currency).discount.amount_minor, left)
    if (off === 0) continue
    left -= off
    applied.push({ code: code.code, amountMinor: off })
  }
  return applied
}
