import { z } from 'zod'
import { MembershipSchema } from '../accounts/actor.schema'
import { ACCOUNT_ROLES, USER_FLAGS, type UserFlag } from '../accounts/roles.constants'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { ADMIN_USER_SORTS, ADMIN_USER_STATUSES, ADMIN_USERS_PAGE_SIZE } from './admin-users.constants'

// The wire contract of the back office's users (issue 24 item 10): find an account, read it, change its role,
// flags and whether it may log in, and (Super Admin) log in as it.

export const AdminUserListQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: z.coerce
    .number()
    .int('per_page must be a whole number')
    .min(1, 'per_page must be 1 or more')
    .max(100, 'per_page must be 100 or less')
    .default(ADMIN_USERS_PAGE_SIZE),
  sort: z.enum(ADMIN_USER_SORTS).default('-created_at'),
  /** Part of the e-mail address or of the name. */
  q: z.string().trim().min(1, 'q must not be empty').max(254).optional(),
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
})
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>

export const AdminUserIdParamSchema = z.object({
  id: z.string().trim().min(1).max(200).meta({ example: '00000000-0000-4000-8000-00000000ffff' }),
})

export const AdminUserRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    /** SPEC §3 feature flags `f`. */
    flags: z.array(z.enum(USER_FLAGS)),
    /** Disabled: the account may not log in (the auth library's ban). */
    banned: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminUserRow' })
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>

export const AdminUserListAnswerSchema = z
  .object({ data: z.array(AdminUserRowSchema), meta: pageMetaSchema })
  .meta({ id: 'AdminUserList' })
export type AdminUserListAnswer = z.infer<typeof AdminUserListAnswerSchema>

/** What the caller may do to this account (PERMISSIONS.md through userManagementRefusal): the page shows only these. */
export const UserManagementSchema = z.object({
  role: z.boolean(),
  flags: z.boolean(),
  ban: z.boolean(),
  impersonate: z.boolean(),
})
export type UserManagement = z.infer<typeof UserManagementSchema>

export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  email_verified: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
  ban_reason: z.string().nullable(),
  /** Dealers, tuner companies and affiliate accounts the user belongs to, with the role in each. */
  memberships: z.array(MembershipSchema),
  /** Sessions that have not expired (logged in on that many browsers). */
  sessions: z.number().int(),
  may: UserManagementSchema,
}).meta({ id: 'AdminUserDetail' })
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>

export const AdminUserRoleChangeSchema = z.object({ role: z.enum(ACCOUNT_ROLES) }).meta({ id: 'AdminUserRoleChange' })
export type AdminUserRoleChange = z.infer<typeof AdminUserRoleChangeSchema>

const flagSwitches = Object.fromEntries(USER_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<
  UserFlag,
  z.ZodOptional<z.ZodBoolean>
>

/** Switches to turn: `{ flags: { tm: true, t: false } }`; flags not named stay as they are. */
export const AdminUserFlagsChangeSchema = z
  .object({ flags: z.strictObject(flagSwitches) })
  .meta({ id: 'AdminUserFlagsChange' })
export type AdminUserFlagsChange = z.infer<typeof AdminUserFlagsChangeSchema>

export const AdminUserBanSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, 'reason must have 3 characters or more')
      .max(500, 'reason must have 500 characters or fewer'),
  })
  .meta({ id: 'AdminUserBan' })
export type AdminUserBan = z.infer<typeof AdminUserBanSchema>

export const ImpersonationAnswerSchema = z
  .object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) })
  .meta({ id: 'Impersonation' })
export type ImpersonationAnswer = z.infer<typeof ImpersonationAnswerSchema>
