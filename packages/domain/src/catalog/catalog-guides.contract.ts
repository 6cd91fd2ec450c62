import { z } from 'zod'
import { MoneySchema } from '../money'
import { YearSchema } from './catalog.schema'

// The wire contract of the catalog's buying guides (decision 0081): the server's guide routes declare it, the web
// app's guide page is typed by the document generated from it.

const GuideTuneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stage: z.number().int().nullable(),
  price: MoneySchema,
  dealerprice: MoneySchema.nullable(),
})
const GuideToolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_slug: z.string(),
  price: MoneySchema,
  rent_price: MoneySchema.nullable(),
  install_fee: MoneySchema,
})

/** One step of a guide: editorial text, optionally with the tunes or tools it is about. */
export const GuideStepSchema = z
  .object({
    kind: z.enum(['vehicle', 'tune', 'transmission', 'tool', 'add-ons', 'note']),
    title: z.string(),
    body: z.string(),
    tunes: z.array(GuideTuneSchema),
    tools: z.array(GuideToolSchema),
    /** Where the step is done (a vehicle page or a product page), or null. */
    href: z.string().nullable(),
  })
  .meta({ id: 'GuideStep' })
export type GuideStep = z.infer<typeof GuideStepSchema>

export const GuideSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    make: z.object({ slug: z.string(), name: z.string() }),
    /** Set when the guide is for one vehicle (make, year, model and, when given, engine). */
    year: YearSchema.nullable(),
    model: z.object({ slug: z.string(), name: z.string() }).nullable(),
    engine: z.object({ slug: z.string(), name: z.string() }).nullable(),
    title: z.string(),
    steps: z.array(GuideStepSchema),
  })
  .meta({ id: 'Guide' })
export type Guide = z.infer<typeof GuideSchema>
