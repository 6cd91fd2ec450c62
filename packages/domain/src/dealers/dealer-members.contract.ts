import { z } from 'zod'
import { MEMBERSHIP_ROLES, type MembershipRole } from '../accounts/roles.constants'
import { AUDIT_ACTIONS } from '../audit/audit.constants'
import { MoneySchema } from '../money/money.schema'
import { pageMetaSchema, PageQuerySchema } from '../paging/page-query.schema'
import { TUNE_REQUEST_STATUSES } from '../tuning/tune-request.schema'
import { OnboardingProgressSchema } from './onboarding-progress'

// Issue 25 items 2–4 (decision 0104): a dealer's members and invitations, the invitee's view of an invitation, the
// portal's dashboard and the dealer's activity log, as they travel.

/** An invitation link stays good for this many days (decision 0104): long enough for a week off, short enough to go stale. */
export const DEALER_INVITE_TTL_DAYS = 7
export const DEALER_INVITE_TTL_MS = DEALER_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000

export const DEALER_INVITE_STATUSES = ['pending', 'accepted', 'canceled', 'expired'] as const
export type DealerInviteStatus = (typeof DEALER_INVITE_STATUSES)[number]
export const DEALER_INVITE_STATUS_LABELS: Record<DealerInviteStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  canceled: 'Canceled',
  expired: 'Expired',
}

/** What the dealer's people may do (decision 0104): owners run it, managers run the day, members see credits and requests. */
export const DEALER_ROLE_DESCRIPTIONS: Record<MembershipRole, string> = {
  owner: 'Everything, including making and removing owners.',
  manager: 'Balance, statements, transfers and settings; invites members and managers.',
  member: 'Dashboard, tune credits and tool orders.',
}

/**
 * Decision 0104: only an owner (or an admin) grants, changes or takes away the owner role; a manager with team
 * management handles members and managers only.
 */
export const mayGrantRole = (granter: MembershipRole | 'admin', role: MembershipRole, current?: MembershipRole) =>
  granter === 'owner' || granter === 'admin' || (role !== 'owner' && current !== 'owner')

/** Whether taking `role` away from one of `owners` owners would leave the dealer without an owner. */
export const leavesNoOwner = (owners: number, current: MembershipRole, next: MembershipRole | null) =>
  current === 'owner' && next !== 'owner' && owners <= 1

const id = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, `${what} must be an id`)

export const DealerMemberParamSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, 'slug must be a dealer’s slug'),
  memberId: id('memberId'),
})
export const DealerInviteParamSchema = z.object({ slug: DealerMemberParamSchema.shape.slug, id: id('id') })
export const InvitationParamSchema = z.object({ id: id('id') })

export const DealerMemberSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(MEMBERSHIP_ROLES),
    /** When they joined (ISO 8601). */
    since: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DealerMember' })
export type DealerMember = z.infer<typeof DealerMemberSchema>
export const DealerMemberListSchema = z.object({ data: z.array(DealerMemberSchema) })
export type DealerMemberList = z.infer<typeof DealerMemberListSchema>

export const DealerMemberRoleInputSchema = z.object({ role: z.enum(MEMBERSHIP_ROLES) })
export type DealerMemberRoleInput = z.infer<typeof DealerMemberRoleInputSchema>

export const DealerInviteSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(MEMBERSHIP_ROLES),
    status: z.enum(DEALER_INVITE_STATUSES),
    created_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
    invited_by: z.string().nullable(),
  })
  .meta({ id: 'DealerInvite' })
export type DealerInvite = z.infer<typeof DealerInviteSchema>
export const DealerInviteListSchema = z.object({ data: z.array(DealerInviteSchema) })
export type DealerInviteList = z.infer<typeof DealerInviteListSchema>

export const DealerInviteInputSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Email must be a valid email address'))
    .meta({ example: 'new.member@example.com' }),
  role: z.enum(MEMBERSHIP_ROLES).default('member'),
})
export type DealerInviteInput = z.infer<typeof DealerInviteInputSchema>

/** The invitee's view of an invitation (`GET /v1/dealer-invites/{id}`). */
export const InvitationViewSchema = z
  .object({
    id: z.string(),
    dealer: z.object({ slug: z.string(), name: z.string() }),
    role: z.enum(MEMBERSHIP_ROLES),
    status: z.enum(DEALER_INVITE_STATUSES),
    expires_at: z.iso.datetime({ offset: true }),
    invited_by: z.string().nullable(),
  })
  .meta({ id: 'DealerInvitation' })
export type InvitationView = z.infer<typeof InvitationViewSchema>

export const LeftDealerSchema = z.object({ slug: z.string(), left: z.literal(true) })
export const PreferredDealerSchema = z.object({ slug: z.string(), preferred: z.literal(true) })

/** One line of a dealer's activity: who did what, in words. */
export const DealerActivitySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.string().nullable(),
    summary: z.string(),
  })
  .meta({ id: 'DealerActivity' })
export type DealerActivity = z.infer<typeof DealerActivitySchema>

export const DealerLogQuerySchema = z.object({
  page: PageQuerySchema.shape.page,
  per_page: PageQuerySchema.shape.per_page,
})
export type DealerLogQuery = z.infer<typeof DealerLogQuerySchema>
export const DealerLogListSchema = z.object({ data: z.array(DealerActivitySchema), meta: pageMetaSchema })
export type DealerLogList = z.infer<typeof DealerLogListSchema>

/** Support tickets do not exist yet (decision 0104): the list is empty, with its page meta. */
export const DealerTicketSchema = z.object({ id: z.number().int(), subject: z.string(), status: z.string() })
export const DealerTicketListSchema = z.object({ data: z.array(DealerTicketSchema), meta: pageMetaSchema })
export type DealerTicketList = z.infer<typeof DealerTicketListSchema>

export const DealerSupportStatusSchema = z.object({
  open_now: z.boolean(),
  /** The shop's support hours in words. */
  hours: z.string(),
  open_tickets: z.number().int(),
})
export type DealerSupportStatus = z.infer<typeof DealerSupportStatusSchema>

export const DealerDashboardSchema = z
  .object({
    /** Per currency; null for those who may not see the dealer's money (members). */
    money: z.array(z.object({ balance: MoneySchema, credit_limit: MoneySchema, available: MoneySchema })).nullable(),
    credits: z.object({ ecu: z.number().int(), tcu: z.number().int(), awd: z.number().int() }),
    open_requests: z.object({
      count: z.number().int(),
      latest: z.array(
        z.object({
          id: z.number().int(),
          vehicle: z.string(),
          status: z.enum(TUNE_REQUEST_STATUSES),
          created_at: z.iso.datetime({ offset: true }),
        }),
      ),
    }),
    activity: z.array(DealerActivitySchema),
    /** The checklist the dashboard shows until it is complete (as `GET …/onboarding-progress` answers it). */
    onboarding: OnboardingProgressSchema,
  })
  .meta({ id: 'DealerDashboard' })
export type DealerDashboard = z.infer<typeof DealerDashboardSchema>
