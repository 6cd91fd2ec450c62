import { z } from 'zod'

// The wire contract of the country list (decision 0081).

/** A country of the SPEC §7 `v1/countries` list: its ISO code and English name. */
export const CountrySchema = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' })
export type Country = z.infer<typeof CountrySchema>

export const CountryListSchema = z.object({ data: z.array(CountrySchema) })
