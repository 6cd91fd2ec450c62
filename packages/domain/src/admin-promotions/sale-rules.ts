import { SALE_DOLLAR_AMOUNT_MAX, type DiscountCodeStatus, type SaleStatus } from './admin-promotions.constants'

// Pure rules of the back office's sales and codes (decision 0099), shared by the API's checks and the forms.

/** Where a sale stands at `now`: the storefront shows it while `running` (SPEC §4: between start and end). */
export function saleStatusAt(sale: { starts_at: string; ends_at: string }, now: Date): SaleStatus {
  const t = now.getTime()
  if (t < Date.parse(sale.starts_at)) return 'scheduled'
  return t < Date.parse(sale.ends_at) ? 'running' : 'ended'
}

/** Where a code stands at `now`: checkout takes it only while `active`. */
export function discountCodeStatusAt(
  code: { active: boolean; starts_at: string | null; ends_at: string | null },
  now: Date,
): DiscountCodeStatus {
  if (!code.active) return 'inactive'
  const t = now.getTime()
  if (code.starts_at !== null && t < Date.parse(code.starts_at)) return 'scheduled'
  if (code.ends_at !== null && t >= Date.parse(code.ends_at)) return 'ended'
  return 'active'
}

/**
 * What a sale's DELETE does at `now` (decision 0099): a scheduled sale is deleted (no one saw it), a running one
 * ends now (its record stays, so the audit trail and the past keep it), an ended one is left as it is (409).
 */
export function saleRemovalAt(sale: { starts_at: string; ends_at: string }, now: Date): 'delete' | 'end' | 'none' {
  const status = saleStatusAt(sale, now)
  return status === 'scheduled' ? 'delete' : status === 'running' ? 'end' : 'none'
}

/**
 * The checks across a sale's fields, as field → message: the end after the start, a percent at most 100, a dollar
 * amount at most SALE_DOLLAR_AMOUNT_MAX. A new sale and a change (the stored sale with the fields
 * sent) use it, so a change that moves only the start is checked against the stored end.
 */
export function saleProblems(sale: {
  amount: number
  amount_type: 'percent' | 'dollar'
  starts_at: string
  ends_at: string
}): Record<string, string> {
  const problems: Record<string, string> = {}
  if (Date.parse(sale.ends_at) <= Date.parse(sale.starts_at)) problems.ends_at = 'The end must be after the start.'
  if (sale.amount_type === 'percent' && sale.amount > 100) problems.amount = 'A percent is at most 100.'
  if (sale.amount_type === 'dollar' && sale.amount > SALE_DOLLAR_AMOUNT_MAX) {
    problems.amount = `A whole amount is at most ${SALE_DOLLAR_AMOUNT_MAX.toLocaleString('en-US')}.`
  }
  return problems
}

/**
 * The checks across a discount code's fields, as field → message: a percent for a percent code (1–100) and an
 * amount in at least one currency for an amount code, one scope at most, `hidden` only for an automatic code, the
 * end after the start.
 */
export function discountCodeProblems(code: {
  kind: 'percent' | 'amount'
  percent: number | null
  amounts: Record<string, number>
  product_id: number | null
  category: string | null
  automatic: boolean
  hidden: boolean
  starts_at: string | null
  ends_at: string | null
}): Record<string, string> {
  const problems: Record<string, string> = {}
  if (code.kind === 'percent' && code.percent === null) problems.percent = 'A percent code needs its percent.'
  if (code.kind === 'amount' && Object.keys(code.amounts).length === 0) {
    problems.amounts = 'An amount code needs an amount in at least one currency.'
  }
  if (code.product_id !== null && code.category !== null) {
    problems.category = 'A code applies to one product or one category, not both.'
  }
  if (code.hidden && !code.automatic) problems.hidden = 'Only an automatic code can be hidden.'
  if (code.starts_at !== null && code.ends_at !== null && Date.parse(code.ends_at) <= Date.parse(code.starts_at)) {
    problems.ends_at = 'The end must be after the start.'
  }
  return problems
}
