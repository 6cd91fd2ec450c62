import { z } from 'zod'
import { AddressInputSchema, AddressSchema } from '../accounts/address.schema'
import { HEX_COLOR } from '../brand-theme/contrast'
import { MoneySchema } from '../money/money.schema'

// The wire contracts of a dealer's settings (issue 25 items 2 and 4): its company and shop address
// (`dealer_profile`), its billing address, its display currency, the tools it owns and what it is known for
// (SPEC §3 dealer tool {id, install_fee}, specialization {id}), and its branding.

const trimmed = (max: number) => z.string().trim().max(max, `must be ${max} characters or fewer`)

/** The dealer's company as its settings show it and a save sends it. */
export const DealerCompanySchema = z.object({
  legal_name: trimmed(200).min(1, 'Legal name is required'),
  tax_id: trimmed(40).default(''),
  email: z.union([z.literal(''), z.email('Email must be a valid email address').max(254)]).default(''),
  phone: trimmed(40)
    .regex(/^[+0-9 ()./-]*$/, 'Phone may contain only digits, spaces and + ( ) . / -')
    .default(''),
  website: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Website must be an address starting with http:// or https://' }).max(300),
    ])
    .default(''),
})
export type DealerCompany = z.infer<typeof DealerCompanySchema>

/** Where the dealer's shop is (the locator finds it there). */
export const DealerShopAddressSchema = z.object({
  line1: trimmed(200).min(1, 'Address line 1 is required'),
  line2: trimmed(200).default(''),
  city: trimmed(100).min(1, 'City is required'),
  state: trimmed(100).default(''),
  postal_code: trimmed(20).default(''),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code')
    .transform((v) => v.toUpperCase()),
})
export type DealerShopAddress = z.infer<typeof DealerShopAddressSchema>

/** What `PUT /v1/dealers/{slug}/settings` sends: every part, the billing address a new one when it changed. */
export const DealerSettingsInputSchema = z
  .object({
    company: DealerCompanySchema,
    shop_address: DealerShopAddressSchema,
    /** Null keeps none (a purchase on the balance then asks for one: dealer_missing_billing_info). */
    billing_address: AddressInputSchema.nullable(),
    /** A store currency, or null for the region's. */
    preferred_display_currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter code')
      .transform((v) => v.toUpperCase())
      .nullable(),
  })
  .meta({
    id: 'DealerSettingsInput',
    examples: [
      {
        company: {
          legal_name: 'Redline Performance LLC',
          tax_id: '88-1234567',
          email: 'shop@redline-performance.example',
          phone: '+1 775 555 0190',
          website: 'https://redline-performance.example',
        },
        shop_address: {
          line1: '4410 Industrial Way',
          line2: '',
          city: 'Reno',
          state: 'NV',
          postal_code: '89502',
          country_code: 'US',
        },
        billing_address: {
          country_code: 'US',
          full_name: 'Redline Performance Accounts Payable',
          line1: '4410 Industrial Way',
          line2: '',
          city: 'Reno',
          state: 'NV',
          postal_code: '89502',
          email: 'dealer@example.com',
          phone: '+1 775 555 0190',
        },
        preferred_display_currency: null,
      },
    ],
  })
export type DealerSettingsInput = z.infer<typeof DealerSettingsInputSchema>

/** The settings as the portal shows them. */
export const DealerSettingsSchema = z
  .object({
    company: DealerCompanySchema,
    shop_address: DealerShopAddressSchema,
    /** Whether the locator can place the shop (its address was geocoded). */
    located: z.boolean(),
    billing_address: AddressSchema.nullable(),
    preferred_display_currency: z.string().nullable(),
    /** The store currencies a dealer may choose from. */
    currencies: z.array(z.string()),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DealerSettings' })
export type DealerSettings = z.infer<typeof DealerSettingsSchema>

/** SPEC §7 dealers' "addresses": the shop's and the billing one. */
export const DealerAddressListSchema = z
  .object({
    data: z.array(
      z.object({
        kind: z.enum(['shop', 'billing']),
        label: z.string(),
        /** The one line SPEC §3 displays (name, line1, line2, city, state, country). */
        line: z.string(),
        address: AddressSchema.omit({ id: true, readonly: true }).extend({
          id: z.number().int().nullable(),
          readonly: z.boolean(),
        }),
      }),
    ),
  })
  .meta({ id: 'DealerAddressList' })
export type DealerAddressList = z.infer<typeof DealerAddressListSchema>

/** SPEC §3 dealer tool {id, install_fee}: the install fee in minor units of `currency`. */
export const DealerToolInputSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  install_fee: z.number().int('install_fee is in minor units').min(0).max(100_000_000),
})
export const DealerToolsInputSchema = z
  .object({
    /** The dealer's display currency when omitted. */
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter code')
      .transform((v) => v.toUpperCase())
      .optional(),
    tools: z.array(DealerToolInputSchema).max(50, 'at most 50 tools'),
  })
  .meta({ id: 'DealerToolsInput', examples: [{ currency: 'USD', tools: [{ id: 1, install_fee: 15000 }] }] })
export type DealerToolsInput = z.infer<typeof DealerToolsInputSchema>

/** A tool a dealer may own (`is_dealer_ownable`), whether it does and its fee. */
export const DealerToolListSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        owned: z.boolean(),
        install_fee: MoneySchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'DealerToolList' })
export type DealerToolList = z.infer<typeof DealerToolListSchema>

/** SPEC §3 specialization {id}. */
export const DealerSpecializationsInputSchema = z
  .object({
    specializations: z
      .array(z.object({ id: z.number().int().positive().max(2_147_483_647) }))
      .max(50, 'at most 50 specializations'),
  })
  .meta({ id: 'DealerSpecializationsInput', examples: [{ specializations: [{ id: 1 }] }] })
export type DealerSpecializationsInput = z.infer<typeof DealerSpecializationsInputSchema>

export const DealerSpecializationSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })
export type DealerSpecialization = z.infer<typeof DealerSpecializationSchema>

/** Every specialization (public: the locator and the application offer them). */
export const DealerSpecializationListSchema = z
  .object({ data: z.array(DealerSpecializationSchema) })
  .meta({ id: 'DealerSpecializationList' })

/** A dealer's specializations, each with whether it has it. */
export const DealerSpecializationChoiceListSchema = z
  .object({ data: z.array(DealerSpecializationSchema.extend({ chosen: z.boolean() })) })
  .meta({ id: 'DealerSpecializationChoiceList' })
export type DealerSpecializationChoiceList = z.infer<typeof DealerSpecializationChoiceListSchema>

const Color = (field: string) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOR, `${field} must be a colour written #rrggbb`)
    .transform((value) => value.toLowerCase())

/** What a branding save sends: two colours or none, and a logo uploaded before (its file id) or none. */
export const DealerBrandingInputSchema = z
  .object({
    primary_color: Color('primary_color').nullable(),
    accent_color: Color('accent_color').nullable(),
    logo_file_id: z.uuid('logo_file_id must be the id an upload answered').nullable(),
  })
  .meta({
    id: 'DealerBrandingInput',
    examples: [{ primary_color: '#1d4ed8', accent_color: '#f59e0b', logo_file_id: null }],
  })
export type DealerBrandingInput = z.infer<typeof DealerBrandingInputSchema>

/** A dealer's branding as its print views and customers' pages draw it. */
export const DealerBrandingSchema = z
  .object({
    name: z.string(),
    legal_name: z.string(),
    primary_color: z.string().nullable(),
    accent_color: z.string().nullable(),
    logo: z.object({ file_id: z.string(), src: z.string() }).nullable(),
  })
  .meta({ id: 'DealerBranding' })
export type DealerBranding = z.infer<typeof DealerBrandingSchema>

export const DealerLogoUploadSchema = z
  .object({ file_id: z.string(), src: z.string() })
  .meta({ id: 'DealerLogoUpload' })

export const DealerLogoParamSchema = z.object({ fileId: z.uuid('not a logo') })
