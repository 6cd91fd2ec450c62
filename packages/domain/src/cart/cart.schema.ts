import { z } from 'zod'
import { MAX_CART_LINES, MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './cart.constants'

const CurrencyCode = z.string().regex(/^[A-Z]{3}$/)

/** Prices in every store currency the item is sold in: integer minor units keyed by ISO 4217 code. */
export const PricesByCurrencySchema = z.record(
  CurrencyCode,
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
)
export type PricesByCurrency = z.infer<typeof PricesByCurrencySchema>

/** SPEC §3 Cart entry product: slug, name, subtext and its prices per currency. */
export const CartProductSchema = z.object({
  slug: z.string().min(1).max(300),
  name: z.string().min(1).max(200),
  subtext: z.string().max(300).default(''),
  /** A path under /images/ for the drawer's thumbnail, if any. */
  image: z.string().max(300).nullable().default(null),
  pricesByCurrency: PricesByCurrencySchema,
})
export type CartProduct = z.infer<typeof CartProductSchema>

/** SPEC §3 one chosen option: the option (id, name) and the selection (name, what it adds per currency). */
export const CartOptionSchema = z.object({
  option: z.object({ id: z.number().int(), name: z.string().max(200) }),
  selection: z.object({ name: z.string().max(200), pricesByCurrency: PricesByCurrencySchema }),
})
export type CartOption = z.infer<typeof CartOptionSchema>

const Quantity = z.number().int().min(MIN_CART_QUANTITY).max(MAX_CART_QUANTITY)

/** A store product with its chosen options. */
export const ProductCartEntrySchema = z.object({
  kind: z.literal('product'),
  product: CartProductSchema,
  options: z.array(CartOptionSchema).max(20),
  quantity: Quantity,
  hash: z.string(),
})
export type ProductCartEntry = z.infer<typeof ProductCartEntrySchema>

const ToolIds = z.array(z.number().int().positive()).max(20)

/**
 * How the vehicle bundle gets its flash tool (decision 0068): the tools the buyer already owns and whether to rent
 * the one rentable tool. Carts saved before the bundle carried this lack it: they buy what the tunes need.
 */
export const BundleToolChoiceSchema = z.object({ own: ToolIds.default([]), rent: z.boolean().default(false) })
export type BundleToolChoice = z.infer<typeof BundleToolChoiceSchema>

/**
 * One part of a vehicle bundle as the drawer shows it (tunes, tool, rental, install fee) with the price it had
 * when added. Display only: the server prices the bundle again from its vehicle, tunes and tool choice.
 */
export const BundlePartSchema = z.object({
  name: z.string().min(1).max(300),
  /** "Dealer price" on parts priced at dealer prices, "Rental", "Install fee"…; empty for none. */
  note: z.string().max(60).default(''),
  /** A bought or rented tool travels to the buyer: the checkout asks where to ship it. */
  ships: z.boolean().default(false),
  pricesByCurrency: PricesByCurrencySchema,
})
export type BundlePart = z.infer<typeof BundlePartSchema>

/**
 * The vehicle bundle (decision 0068): everything chosen on one vehicle page (SPEC §2 /catalog/…) — the tune ids,
 * the tool choice — bought as one cart entry. `product.slug` is `tune:` + path + sorted ids (`catalogTuneSlug`);
 * `options` is always empty, `quantity` always 1 (a vehicle is tuned once); `product.pricesByCurrency` holds the
 * bundle's total as shown when it was added (the server prices it again). One bundle per vehicle path:
 * adding another replaces it (`addCartEntry`).
 */
export const CatalogTuneCartEntrySchema = z.object({
  kind: z.literal('catalog-tune'),
  product: CartProductSchema,
  vehicle: z.object({
    path: z
      .string()
      .regex(/^\/catalog\//)
      .max(400),
    make: z.string().max(100),
    year: z.string().max(10),
    model: z.string().max(100),
    engine: z.string().max(100),
    transmission: z.string().max(100).nullable(),
  }),
  tuneIds: z.array(z.number().int().positive()).min(1).max(20),
  tools: BundleToolChoiceSchema.default({ own: [], rent: false }),
  parts: z.array(BundlePartSchema).max(30).default([]),
  options: z.array(CartOptionSchema).max(0),
  quantity: Quantity,
  hash: z.string(),
})
export type CatalogTuneCartEntry = z.infer<typeof CatalogTuneCartEntrySchema>

/** SPEC §3 Cart entry: product, options, quantity, hash; of a store product or of catalog tunes. */
export const CartEntrySchema = z.discriminatedUnion('kind', [ProductCartEntrySchema, CatalogTuneCartEntrySchema])
export type CartEntry = z.infer<typeof CartEntrySchema>

/** An entry before its hash is computed (what "add to cart" builds). */
export type NewCartEntry = Omit<ProductCartEntry, 'hash'> | Omit<CatalogTuneCartEntry, 'hash'>

/** SPEC §3 Cart: the entries and the currency they are shown in. */
export const CartSchema = z.object({
  currency: CurrencyCode,
  entries: z.array(CartEntrySchema).max(MAX_CART_LINES),
})
export type Cart = z.infer<typeof CartSchema>
