import { z } from 'zod'
import { PageQuerySchema, pageMetaSchema } from '../paging/page-query.schema'
import {
  DEALER_APPLICATION_MAX_DOCUMENTS,
  DEALER_APPLICATION_STATUSES,
  REPRESENTATIVE_MESSAGE_MAX,
} from './dealer-applications.constants'

// The wire contract of becoming a dealer (issue 25 item 5): the application and its decision, the public dealer
// locator and the representatives' contact form.

const text = (max: number) => z.string().trim().max(max)
const required = (max: number, message: string) => text(max).min(1, message)
const phone = text(40).regex(/^[+0-9 ()./-]*$/, 'Phone may contain only digits, spaces and + ( ) . / -')
const website = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(200)
    .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, 'Website must start with http:// or https://'),
])
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code')
  .transform((value) => value.toUpperCase())

export const ApplicationAddressSchema = z.object({
  line1: required(200, 'Address line 1 is required'),
  line2: text(200).default(''),
  city: required(100, 'City is required'),
  state: text(100).default(''),
  postal_code: text(20).default(''),
  country_code: countryCode,
})
export type ApplicationAddress = z.infer<typeof ApplicationAddressSchema>

/** What an applicant fills in (the documents travel beside it in the multipart body). */
export const DealerApplicationFieldsSchema = z
  .object({
    company_name: required(120, 'Company name is required'),
    legal_name: required(160, 'Legal name is required'),
    tax_id: required(40, 'Tax id is required'),
    email: z.email('E-mail must be a valid e-mail address').max(200),
    phone: phone.min(5, 'Phone is required'),
    website: website.default(''),
    shop_address: ApplicationAddressSchema,
    billing_address: ApplicationAddressSchema.extend({ full_name: required(120, 'Billing name is required') }),
    tool_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(20).default([]),
    specialization_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(20).default([]),
  })
  .meta({ id: 'DealerApplicationFields' })
export type DealerApplicationFields = z.infer<typeof DealerApplicationFieldsSchema>
export type DealerApplicationFieldsInput = z.input<typeof DealerApplicationFieldsSchema>

/** The multipart body of `POST /v1/become-dealer`, as documented: the service reads and checks it itself. */
export const DealerApplicationFormSchema = z.object({
  application: z.string().meta({ description: 'DealerApplicationFields as JSON' }),
  documents: z
    .array(z.string().meta({ format: 'binary' }))
    .max(DEALER_APPLICATION_MAX_DOCUMENTS)
    .meta({ description: 'PDF, JPEG or PNG files' }),
})

export const DealerApplicationDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Where admins download it (null for the applicant). */
  url: z.string().nullable(),
})

export const DealerApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(DEALER_APPLICATION_STATUSES),
    company_name: z.string(),
    legal_name: z.string(),
    tax_id: z.string(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    shop_address: ApplicationAddressSchema,
    billing_address: ApplicationAddressSchema.extend({ full_name: z.string() }),
    tools: z.array(z.object({ id: z.number().int(), name: z.string() })),
    specializations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    documents: z.array(DealerApplicationDocumentSchema),
    /** Why it was refused (empty otherwise). */
    reason: z.string(),
    /** The dealer the approval made. */
    dealer: z.object({ slug: z.string(), name: z.string() }).nullable(),
    applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    decided_by: z.string().nullable().meta({ description: 'Who decided (admins only; null for the applicant)' }),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'DealerApplication' })
export type DealerApplication = z.infer<typeof DealerApplicationSchema>

export const MyDealerApplicationSchema = z
  .object({ application: z.union([DealerApplicationSchema, z.null()]) })
  .meta({ id: 'MyDealerApplication' })

export const DealerApplicationListQuerySchema = PageQuerySchema.extend({
  status: z.enum(DEALER_APPLICATION_STATUSES).optional(),
})
export type DealerApplicationListQuery = z.infer<typeof DealerApplicationListQuerySchema>

export const DealerApplicationListItemSchema = DealerApplicationSchema.pick({
  id: true,
  status: true,
  company_name: true,
  applicant: true,
  created_at: true,
  decided_at: true,
}).extend({ city: z.string(), documents: z.number().int() })

export const DealerApplicationListSchema = z
  .object({ data: z.array(DealerApplicationListItemSchema), meta: pageMetaSchema })
  .meta({ id: 'DealerApplicationList' })
export type DealerApplicationList = z.infer<typeof DealerApplicationListSchema>

export const DealerApplicationRefusalSchema = z
  .object({ reason: z.string().trim().min(1, 'Say why the application is refused').max(2000) })
  .meta({ id: 'DealerApplicationRefusal' })

// ---- the locator

export const DealersNearbyQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(3, 'Enter a postal code or an address')
    .max(200)
    .regex(/[\p{L}\p{N}]/u, 'Enter a postal code or an address'),
  specialization: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'Choose a specialization from the list')
    .optional(),
})
export type DealersNearbyQuery = z.infer<typeof DealersNearbyQuerySchema>

export const DealerNearbySchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  website: z.string(),
  distance_km: z.number(),
  specializations: z.array(z.object({ slug: z.string(), name: z.string() })),
})
export type DealerNearby = z.infer<typeof DealerNearbySchema>

export const DealersNearbySchema = z
  .object({
    /** The place searched from, as the geocoder found it. */
    origin: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
    unit: z.enum(['mi', 'km']),
    data: z.array(DealerNearbySchema),
  })
  .meta({ id: 'DealersNearby' })
export type DealersNearby = z.infer<typeof DealersNearbySchema>

// ---- representatives

export const RepresentativeContactSchema = z
  .object({
    name: required(120, 'Name is required'),
    email: z.email('E-mail must be a valid e-mail address').max(200),
    phone: phone.default(''),
    company: text(160).default(''),
    message: required(REPRESENTATIVE_MESSAGE_MAX, 'Message is required'),
  })
  .meta({ id: 'RepresentativeContact' })
export type RepresentativeContact = z.infer<typeof RepresentativeContactSchema>

export const RepresentativeContactAnswerSchema = z
  .object({ id: z.number().int(), received: z.literal(true) })
  .meta({ id: 'RepresentativeContactAnswer' })

// ---- /dealertools

export const DealerToolOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_slug: z.string(),
  retail_minor: z.number().int(),
  dealer_minor: z.number().int(),
  install_fee_minor: z.number().int(),
})

export const DealerToolOffersSchema = z
  .object({
    currency: z.string(),
    discount_percent: z.number().int(),
    tools: z.array(DealerToolOfferSchema),
    specializations: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  })
  .meta({ id: 'DealerToolOffers' })
export type DealerToolOffers = z.infer<typeof DealerToolOffersSchema>
