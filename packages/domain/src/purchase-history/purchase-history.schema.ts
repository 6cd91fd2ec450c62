import { z } from 'zod'
import { MoneySchema } from '../money/money.schema'
import { pageMetaSchema } from '../paging/page-query.schema'
import {
  NEXT_ACTION_KINDS,
  PURCHASE_HISTORY_MAX_PAGE,
  PURCHASE_HISTORY_PAGE_SIZE,
  PURCHASE_KINDS,
} from './purchase-history.constants'

/** `GET /api/v1/account/purchases`: a 1-based page (SPEC §5), bounded (decision 0070). */
export const PurchaseHistoryQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(PURCHASE_HISTORY_MAX_PAGE, `page must be ${PURCHASE_HISTORY_MAX_PAGE} or less`)
    .default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(PURCHASE_HISTORY_PAGE_SIZE),
})
export type PurchaseHistoryQuery = z.infer<typeof PurchaseHistoryQuerySchema>

export const NextActionSchema = z.object({
  kind: z.enum(NEXT_ACTION_KINDS),
  label: z.string(),
  href: z.string(),
})
export type NextAction = z.infer<typeof NextActionSchema>

/** One purchase of any kind, as the history lists it: every text is for people (no enum value to show). */
export const PurchaseEntrySchema = z.object({
  kind: z.enum(PURCHASE_KINDS),
  kind_label: z.string(),
  id: z.number().int(),
  /** "Order 12", "Tune request 7": how the shop's pages and mails name it. */
  reference: z.string(),
  /** The purchase's own page. */
  href: z.string(),
  title: z.string(),
  created_at: z.string(),
  total: MoneySchema.nullable(),
  status: z.string(),
  status_label: z.string(),
  next_action: NextActionSchema,
})
export type PurchaseEntry = z.infer<typeof PurchaseEntrySchema>

export const PurchaseHistoryPageSchema = z.object({ data: z.array(PurchaseEntrySchema), meta: pageMetaSchema })
export type PurchaseHistoryPage = z.infer<typeof PurchaseHistoryPageSchema>
