import { z } from 'zod'
import { TRADE_IN_CONDITIONS, TRADE_IN_STATUSES } from '../catalog-purchase/catalog-purchase.constants'
import { MoneySchema } from '../money/money.schema'
import { pageMetaSchema } from '../paging/page-query.schema'

// The wire contract of the trade-in requests (decision 0081): the server's routes declare it, the web app's client
// is typed by the document generated from it. The form's rules (TradeInFieldsSchema) stay with the catalog purchases.

export const TradeInPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
})

export const TradeInRequestSchema = z
  .object({
    id: z.number().int(),
    tool: z.string(),
    serial_number: z.string(),
    condition: z.enum(TRADE_IN_CONDITIONS),
    description: z.string(),
    status: z.enum(TRADE_IN_STATUSES),
    offer: MoneySchema.nullable(),
    staff_note: z.string(),
    customer: z.string().nullable().meta({ description: 'The customer’s name (staff only; null for the owner)' }),
    photos: z.array(TradeInPhotoSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TradeInRequest' })
export type TradeInRequest = z.infer<typeof TradeInRequestSchema>

export const TradeInRequestListSchema = z
  .object({ data: z.array(TradeInRequestSchema), meta: pageMetaSchema })
  .meta({ id: 'TradeInRequestList' })
export type TradeInRequestList = z.infer<typeof TradeInRequestListSchema>

export const TradeInPatchSchema = z
  .object({
    status: z.enum(TRADE_IN_STATUSES),
    offer: z
      .object({
        amount_minor: z.number().int().min(0).max(100_000_000),
        currency: z.string().regex(/^[A-Z]{3}$/),
      })
      .optional(),
    staff_note: z.string().trim().max(2000).optional(),
  })
  .meta({ id: 'TradeInPatch' })
export type TradeInPatch = z.infer<typeof TradeInPatchSchema>

/**
 * The multipart body of a new trade-in request, as documented: the handler reads the stream itself (decision 0065)
 * and checks the fields with TradeInFieldsSchema and the photos by their bytes.
 */
export const TradeInFormSchema = z.object({
  tool: z.string(),
  serial_number: z.string().optional(),
  condition: z.enum(TRADE_IN_CONDITIONS),
  description: z.string().optional(),
  photos: z.array(z.string().meta({ format: 'binary' })).optional(),
})
