import { z } from 'zod'
import { pageMetaSchema } from '../paging/page-query.schema'
import { MoneySchema } from '../money/money.schema'
import { PaymentFieldsSchema } from '../payments/payment-fields.schema'
import {
  CatalogEstimateRequestSchema,
  CatalogLineSchema,
  CatalogEstimateSchema,
  CatalogPurchasePatchSchema,
  TicketMessageSchema,
} from './catalog-purchase.schema'
import { CATALOG_PURCHASE_STATUSES } from './catalog-purchase.constants'

// The wire contract of the catalog purchases and the rental tools (decision 0081): the server's routes declare it,
// the web app's client is typed by the document generated from it.

const PRICING_ROLES = ['customer', 'dealer'] as const

/** The display currency of a price (the estimate, a rental tool); without it, the caller's. */
export const CatalogCurrencyQuerySchema = z.object({ currency: z.string().optional() })

export const CatalogEstimateBodySchema = z
  .object({
    ...CatalogEstimateRequestSchema.shape,
    save: z
      .boolean()
      .default(false)
      .meta({ description: 'Keep it as the logged-in buyer’s purchase (prices and currency fixed) to pay next' }),
  })
  .meta({ id: 'CatalogEstimateRequest' })
export type CatalogEstimateBody = z.input<typeof CatalogEstimateBodySchema>

// The estimate of catalog-purchase.schema.ts, as the API answers it: with the purchase it saved, if any.
export const CatalogEstimateAnswerSchema = CatalogEstimateSchema.extend({
  purchase_id: z.number().int().nullable(),
  vehicle_name: z.string(),
}).meta({ id: 'CatalogEstimate' })
export type CatalogEstimateAnswer = z.infer<typeof CatalogEstimateAnswerSchema>

export const CatalogPurchaseSchema = z
  .object({
    id: z.number().int(),
    buyer_id: z.string(),
    status: z.enum(CATALOG_PURCHASE_STATUSES),
    vehicle: z.string(),
    vehicle_name: z.string(),
    selection: z.string(),
    currency: z.string(),
    role: z.enum(PRICING_ROLES),
    lines: z.array(CatalogLineSchema),
    tunes_total: MoneySchema,
    tool_cost: MoneySchema,
    install_fee: MoneySchema,
    total: MoneySchema,
    notes: z.string(),
    vin: z.string(),
    payment_provider: z.string().nullable(),
    billed_to: z.string().nullable(),
    committed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CatalogPurchase' })
export type CatalogPurchase = z.infer<typeof CatalogPurchaseSchema>

export const CatalogPurchaseMessageOutSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  from_staff: z.boolean(),
  body: z.string(),
  created_at: z.string(),
})

export const CatalogPurchaseDetailSchema = CatalogPurchaseSchema.extend({
  /** The purchase's support ticket (issue 26: one ticket system), null until the buyer opened one. */
  ticket_id: z.number().int().nullable(),
  /** The ticket's thread as the buyer sees it (no staff's internal notes). */
  messages: z.array(CatalogPurchaseMessageOutSchema),
}).meta({ id: 'CatalogPurchaseDetail' })
export type CatalogPurchaseDetail = z.infer<typeof CatalogPurchaseDetailSchema>

export const CatalogPurchaseListSchema = z
  .object({ data: z.array(CatalogPurchaseSchema), meta: pageMetaSchema })
  .meta({ id: 'CatalogPurchaseList' })
export type CatalogPurchaseList = z.infer<typeof CatalogPurchaseListSchema>

const PurchaseRef = { purchase_id: z.number().int().positive().max(2_147_483_647) }

export const CatalogPayRequestSchema = z
  .object({ ...PurchaseRef, payment: z.object(PaymentFieldsSchema.shape) })
  .meta({ id: 'CatalogPayRequest' })

export const CatalogPayLaterRequestSchema = z
  .object({ ...PurchaseRef, dealer_id: z.string().max(64).optional() })
  .meta({ id: 'CatalogPayLaterRequest' })

export const CatalogViaTicketRequestSchema = z
  .object({
    ...PurchaseRef,
    message: z.string().trim().min(1, 'Tell us how we can help with this purchase.').max(4000),
  })
  .meta({ id: 'CatalogViaTicketRequest' })

export const CatalogPurchasePatchBodySchema = z
  .object(CatalogPurchasePatchSchema.shape)
  .meta({ id: 'CatalogPurchasePatch' })

export const CatalogPurchaseMessageSchema = z.object(TicketMessageSchema.shape).meta({ id: 'CatalogPurchaseMessage' })

export const RentalToolSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    currency: z.string(),
    rent_price: MoneySchema,
    install_fee: MoneySchema,
    price: MoneySchema,
    rental_days: z.number().int(),
    terms: z.array(z.string()),
  })
  .meta({ id: 'RentalTool' })
export type RentalTool = z.infer<typeof RentalToolSchema>
