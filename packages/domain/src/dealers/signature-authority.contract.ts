import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { DealerSlugSchema } from './dealer.contract'

// SPEC §3 signature authority {user_id, legal_name, signature_file} (issue 25 item 7): a dealer names who may sign
// for it; statement acceptance and credit-limit raise requests ask for it.

/** A signature image may be at most this big (PNG or JPEG). */
export const SIGNATURE_MAX_BYTES = 200 * 1024

export const SIGNATURE_AUTHORITY_STATUSES = ['active', 'revoked'] as const
export const SIGNATURE_AUTHORITY_STATUS_LABELS = { active: 'Active', revoked: 'Revoked' } as const

export const SignatureAuthoritySchema = z
  .object({
    id: z.number().int(),
    dealer: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    user_id: z.string(),
    user_name: z.string(),
    user_email: z.string(),
    legal_name: z.string(),
    /** Where the signature image is read (the dealer's owner and managers, staff). */
    signature_url: z.string(),
    status: z.enum(SIGNATURE_AUTHORITY_STATUSES),
    created_at: z.iso.datetime({ offset: true }),
    revoked_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'SignatureAuthority' })
export type SignatureAuthority = z.infer<typeof SignatureAuthoritySchema>

export const SignatureAuthorityListSchema = z
  .object({
    data: z.array(SignatureAuthoritySchema),
    /** The dealer's members, whom the form may name. */
    members: z.array(z.object({ user_id: z.string(), name: z.string(), email: z.string() })),
    /** Whether the asker may name and revoke signatories (the owner, a manager with `dsig`, an admin). */
    may_name: z.boolean(),
  })
  .meta({ id: 'SignatureAuthorityList' })

export const SignatureAuthorityQuerySchema = z.object({
  dealer: DealerSlugSchema.meta({ example: 'redline-performance' }),
})

export const SignatureAuthorityIdParamSchema = z.object({
  id: z.coerce.number().int('id must be a whole number').min(1, 'id must be 1 or more').max(2_147_483_647),
})

/** Base64 of at most SIGNATURE_MAX_BYTES bytes (4 characters per 3 bytes). */
const MAX_BASE64 = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4

export const SignatureAuthorityCreateSchema = z
  .object({
    dealer: DealerSlugSchema.meta({ example: 'redline-performance' }),
    /** A member of the dealer. */
    user_id: z.string().trim().min(1).max(200),
    legal_name: z
      .string()
      .trim()
      .min(2, 'legal_name must be 2 characters or more')
      .max(200, 'legal_name must be 200 characters or fewer'),
    /** The signature image (PNG or JPEG, at most 200 KB), base64-encoded. */
    signature_base64: z
      .string()
      .min(8, 'Add an image of the signature.')
      .max(MAX_BASE64, 'The signature image must be 200 KB or smaller.')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'signature_base64 must be base64'),
  })
  .meta({ id: 'SignatureAuthorityCreate' })
export type SignatureAuthorityCreate = z.infer<typeof SignatureAuthorityCreateSchema>

export const AdminSignatureAuthorityListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: PageQuerySchema.shape.per_page,
  /** Part of the dealer's name or slug, or of the signatory's name or e-mail. */
  q: z.string().trim().min(1, 'q must not be empty').max(120).optional(),
  status: z.enum(SIGNATURE_AUTHORITY_STATUSES).optional(),
})
export type AdminSignatureAuthorityListQuery = z.infer<typeof AdminSignatureAuthorityListQuerySchema>

export const AdminSignatureAuthorityListAnswerSchema = z
  .object({ data: z.array(SignatureAuthoritySchema), meta: pageMetaSchema })
  .meta({ id: 'AdminSignatureAuthorityList' })

/** A dealer asks the shop for a higher credit limit; signed by a named signatory. */
export const CreditLimitRequestCreateSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a three-letter ISO currency code'),
    /** The limit asked for, in minor units. */
    amount_minor: z.number().int().min(1, 'amount_minor must be 1 or more').max(1_000_000_000_00),
    reason: z.string().trim().min(3, 'Say why the dealer needs more credit.').max(1000),
  })
  .meta({ id: 'CreditLimitRequestCreate' })
export type CreditLimitRequestCreate = z.infer<typeof CreditLimitRequestCreateSchema>

/** The 403 of an action that needs the signer to be one of the dealer's named signatories. */
export const SIGNATURE_AUTHORITY_REQUIRED_TEXT =
  'Only a signatory named by this dealer may do this. Ask the dealer’s owner to name you under Signature authority.'
/** The 403 of naming or revoking a signatory without the right to. */
export const SIGNATORIES_MANAGED_BY_TEXT =
  'Only the dealer’s owner, a manager with the dealer signature flag, or an admin names and revokes signatories.'
