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

export const PASSWORD_MIN_LENGTH = 10
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters')

export const SignUpSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: z.email('Email must be a valid email address'),
  password: PasswordSchema,
})
export type SignUp = z.infer<typeof SignUpSchema>
