import { z } from 'zod'
import { MoneySchema } from '../money'
import { PaymentFieldsSchema } from '../payments/payment-fields.schema'
import { OrderTuneDeliverySchema } from '../tuning/order-tune-delivery.schema'
import { ORDER_STATUSES, SHIPPING_TIERS } from './checkout.constants'

// The wire contract of the checkout, the orders and the tax rates (decision 0081): the server's routes declare it,
// the web app's client is typed by the document generated from it. The request of an estimate or an order is
// `CheckoutRequestSchema` (checkout.schema.ts).

/** `?token=`: the order's invoice token, from the emailed link; it shows and pays the order without a login. */
export const OrderTokenQuerySchema = z.object({
  token: z.string().max(64).optional().meta({ description: "The order's invoice token (emailed link)" }),
})
export type OrderTokenQuery = z.infer<typeof OrderTokenQuerySchema>

/** An address as an order or an estimate shows it. */
export const OrderAddressSchema = z.object({
  country_code: z.string(),
  full_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  email: z.string(),
  phone: z.string(),
})
export type OrderAddress = z.infer<typeof OrderAddressSchema>

/** A priced line of an estimate or an order. */
export const OrderLineSchema = z.object({
  slug: z.string(),
  name: z.string(),
  subtext: z.string(),
  options: z.array(z.object({ option: z.string(), selection: z.string() })),
  quantity: z.number().int(),
  unit_price: MoneySchema,
  line_total: MoneySchema,
})
export type OrderLine = z.infer<typeof OrderLineSchema>

/** A shipping tier offered for a destination, with its delivery days and price. */
export const ShippingOptionSchema = z.object({
  tier: z.enum(SHIPPING_TIERS),
  name: z.string(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  amount: MoneySchema,
})
export type ShippingOption = z.infer<typeof ShippingOptionSchema>

/** One tax of an estimate or an order, as shown: its name, rate and amount. */
export const OrderTaxSchema = z.object({
  name: z.string(),
  rate_percent: z.number(),
  inclusive: z.boolean(),
  amount: MoneySchema,
})
export type OrderTax = z.infer<typeof OrderTaxSchema>

/** `POST /api/order/estimate`: a cart priced for a destination; nothing is kept. */
export const CheckoutEstimateSchema = z
  .object({
    currency: z.string(),
    lines: z.array(OrderLineSchema),
    subtotal: MoneySchema,
    discount_codes: z.array(z.object({ code: z.string(), amount: MoneySchema })),
    discount: MoneySchema,
    requires_shipping: z.boolean(),
    shipping: ShippingOptionSchema.nullable(),
    shipping_options: z.array(ShippingOptionSchema),
    taxes: z.array(OrderTaxSchema),
    tax: MoneySchema,
    total: MoneySchema,
    billing_address: OrderAddressSchema,
    shipping_address: OrderAddressSchema.nullable(),
  })
  .meta({ id: 'CheckoutEstimate' })
export type CheckoutEstimate = z.infer<typeof CheckoutEstimateSchema>

/** An order as its buyer, staff, or the holder of its token see it. */
export const OrderSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    email: z.string(),
    currency: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    lines: z.array(OrderLineSchema),
    subtotal: MoneySchema,
    discount: MoneySchema,
    discount_codes: z.array(z.string()),
    shipping: z.object({ tier: z.string(), name: z.string(), amount: MoneySchema }).nullable(),
    taxes: z.array(OrderTaxSchema),
    tax: MoneySchema,
    total: MoneySchema,
    billing_address: OrderAddressSchema,
    billing_address_line: z.string(),
    shipping_address: OrderAddressSchema.nullable(),
    shipping_address_line: z.string().nullable(),
    tracking_number: z.string().nullable(),
    dealer_fulfilled: z.boolean(),
    attribution_tag: z.string().nullable(),
    paths: z.object({ complete: z.string(), invoice: z.string(), invoice_pdf: z.string(), claim: z.string() }),
    /** Decision 0069: the tune lines' requests and the next step; null for an order without tunes. */
    tune_delivery: OrderTuneDeliverySchema.nullable(),
    /** Money the shop gave back (decision 0092), oldest first. */
    refunds: z.array(z.object({ created_at: z.string(), amount: MoneySchema })),
  })
  .meta({ id: 'Order' })
export type Order = z.infer<typeof OrderSchema>

/** `POST /api/order`: the new order and its token. */
export const CreatedOrderSchema = z
  .object({ order: OrderSchema, token: z.string().meta({ description: 'Pays and shows the order without a login' }) })
  .meta({ id: 'CreatedOrder' })
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>

/** `POST /api/order/{id}/payment`: the payment fields, and the order's token when the payer is not logged in. */
export const OrderPaymentSchema = PaymentFieldsSchema.extend({ token: z.string().max(64).optional() })
export type OrderPayment = z.infer<typeof OrderPaymentSchema>

/** `GET /api/v1/orders`: a page of the logged-in user's orders. */
export const OrderPageSchema = z.object({
  data: z.array(OrderSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})
export type OrderPage = z.infer<typeof OrderPageSchema>

/** `PATCH /api/v1/orders/{id}` (staff, SPEC §4): the tracking number, the dealer-fulfilled flag and the status. */
export const OrderTrackingPatchSchema = z.object({
  tracking_number: z.string().trim().max(80).nullable().optional(),
  dealer_fulfilled: z.boolean().optional(),
  status: z.enum(['paid', 'shipped', 'delivered']).optional(),
})
export type OrderTrackingPatch = z.infer<typeof OrderTrackingPatchSchema>

/** The seller an invoice names (decision 0069: from the site configuration). */
export const InvoiceSellerSchema = z.object({
  name: z.string(),
  url: z.string(),
  legal_name: z.string(),
  address: z.array(z.string()),
  tax_number: z.string(),
  brand_color: z.string(),
})
export type InvoiceSeller = z.infer<typeof InvoiceSellerSchema>

/** `GET /api/v1/orders/{id}/invoice`: the order and its seller. */
export const OrderInvoiceSchema = OrderSchema.extend({ seller: InvoiceSellerSchema }).meta({ id: 'OrderInvoice' })
export type OrderInvoice = z.infer<typeof OrderInvoiceSchema>

/** `GET /api/v1/orders/{id}/invoice.pdf`: the invoice as a PDF file. */
export const InvoicePdfSchema = z.string().meta({ format: 'binary' })

/** A tax rate as the staff's list shows it (decision 0028), its rate in percent. */
export const TaxRateViewSchema = z
  .object({
    id: z.number().int(),
    country: z.string(),
    region: z.string(),
    name: z.string(),
    rate_percent: z.number(),
    inclusive: z.boolean(),
    applies_to_shipping: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'TaxRate' })
export type TaxRateView = z.infer<typeof TaxRateViewSchema>

/** `GET /api/v1/tax-rates`. */
export const TaxRateListSchema = z.object({ data: z.array(TaxRateViewSchema) })
export type TaxRateList = z.infer<typeof TaxRateListSchema>

const RATE_PERCENT_RANGE = 'Rate must be 0 to 100 percent'

/** `PATCH /api/v1/tax-rates/{id}`: the new rate in percent (up to 4 decimals). */
export const TaxRatePatchSchema = z.object({
  rate_percent: z.number().min(0, RATE_PERCENT_RANGE).max(100, RATE_PERCENT_RANGE),
})
export type TaxRatePatch = z.infer<typeof TaxRatePatchSchema>
