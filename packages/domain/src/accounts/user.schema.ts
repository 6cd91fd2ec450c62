import { z } from 'zod'
import { MembershipSchema } from './actor.schema'
import { ACCOUNT_ROLES, USER_FLAGS } from './roles.constants'
import { ROLES } from './roles-of'

export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code')

/** SPEC §3 User, as `GET /api/user/me` answers it. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  f: z.array(z.enum(USER_FLAGS)),
  preferred_display_currency: CurrencyCodeSchema.nullable(),
  memberships: z.array(MembershipSchema),
  /** SPEC §6 roles held, derived from role, memberships and flags (see rolesOf). */
  roles: z.array(z.enum(ROLES)),
})
export type User = z.infer<typeof UserSchema>

export const ProfileUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  preferred_display_currency: CurrencyCodeSchema.nullable(),
})
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>

/** OWASP ASVS (V2.1.1, V2.1.2): at least 12 characters, and at least 64 allowed, so passphrases fit. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)

export const SignUpSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: z.email('Email must be a valid email address'),
  password: PasswordSchema,
})
export type SignUp = z.infer<typeof SignUpSchema>

/**
 * The answer to a sign-up, the same whether the e-mail is new or already registered (decision 0067): the new
 * address gets a link to confirm it, the owner of a registered one a notice.
 */
export const SignUpAnswerSchema = z.object({ status: z.literal('check_email') })
export type SignUpAnswer = z.infer<typeof SignUpAnswerSchema>
export const SIGN_UP_ANSWER: SignUpAnswer = { status: 'check_email' }
