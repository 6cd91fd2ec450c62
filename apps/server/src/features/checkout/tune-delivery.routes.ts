import { createRoute } from '@hono/zod-openapi'
import { ClaimedOrderSchema, ClaimOrderSchema } from '@shop/domain/tuning'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

export const claimOrder = createRoute({
  method: 'post',
  path: '/v1/orders/{id}/claim',
  tags: ['Checkout'],
  summary: "Attaches a guest's paid order to the logged-in account and delivers its tunes as tune requests",
  description:
    "Decision 0069. The order's token (from the emailed link) proves the purchase. The order becomes the caller's and each tune line one tune request, paid and waiting for the ECU read; calling again answers the same requests. A wrong token, or an order that is someone else's, is 404; an unpaid order 409 `order_not_paid`.",
  request: { params: IdParam, body: { ...json(ClaimOrderSchema), required: true } },
  responses: {
    200: { description: 'The order is the caller’s; its tune requests', ...json(ClaimedOrderSchema) },
    ...errorResponses(401, 404, 409, 422),
  },
})
