import { z } from 'zod'
import { StoreCurrencySchema } from './products.contract'

// The wire contract of the store's currencies (decision 0081): conversion rates and a dealer's display currency.

export const ConversionRateQuerySchema = z.object({
  currency_from: StoreCurrencySchema.meta({ example: 'USD' }),
  currency_to: StoreCurrencySchema.meta({ example: 'EUR' }),
})

export const ConversionRateSchema = z
  .object({
    currency_from: z.string(),
    currency_to: z.string(),
    /** Units of `currency_to` for one unit of `currency_from`, as exact decimal text. */
    rate: z.string(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ConversionRate' })
export type ConversionRate = z.infer<typeof ConversionRateSchema>

export const ConversionRateUpdateSchema = z.object({
  currency_from: StoreCurrencySchema,
  currency_to: StoreCurrencySchema,
  rate: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,8})?$/, 'must be a positive decimal number with at most 8 decimals')
        .refine((text) => Number(text) > 0, 'must be more than 0'),
    ),
})
export type ConversionRateUpdate = z.infer<typeof ConversionRateUpdateSchema>

export const DealerDisplayCurrencyUpdateSchema = z.object({
  preferred_display_currency: StoreCurrencySchema.nullable(),
})

export const DealerDisplayCurrencySchema = z.object({ preferred_display_currency: z.string().nullable() })
