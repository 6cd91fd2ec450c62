import { z } from 'zod'
import { TuneRequestStatusSchema } from './tune-request.schema'

/** A tune request as an order shows it: where its status page is and what it waits for. */
export const DeliveredRequestSchema = z.object({
  id: z.number().int(),
  status: TuneRequestStatusSchema,
  status_label: z.string(),
  path: z.string(),
})
export type DeliveredRequest = z.infer<typeof DeliveredRequestSchema>

/**
 * Decision 0069: what happens to an order's tune lines after payment. Each line has its tune request once the
 * order belongs to an account (at payment for a logged-in buyer; after the claim for a guest, `claimed` false
 * until then).
 */
export const OrderTuneDeliverySchema = z.object({
  claimed: z.boolean(),
  /** The page where a guest attaches the order to an account (signed by the order's token). */
  claim_path: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      vehicle: z.string(),
      request: DeliveredRequestSchema.nullable(),
    }),
  ),
})
export type OrderTuneDelivery = z.infer<typeof OrderTuneDeliverySchema>

/** `POST /api/v1/orders/{id}/claim`: the order's token proves it is the buyer's. */
export const ClaimOrderSchema = z.object({
  token: z.string().max(64).optional(),
})

/** The claim's answer: the requests made (or found), and the page to go to next. */
export const ClaimedOrderSchema = z.object({
  order_id: z.number().int(),
  requests: z.array(DeliveredRequestSchema),
  next_path: z.string(),
})
export type ClaimedOrder = z.infer<typeof ClaimedOrderSchema>
