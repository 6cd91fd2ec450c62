import { z } from 'zod'
import { ACCOUNT_ROLES, MEMBERSHIP_ROLES, ORGANIZATION_KINDS, USER_FLAGS } from './roles.constants'

export const MembershipSchema = z.object({
  organizationId: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  role: z.enum(MEMBERSHIP_ROLES),
  slug: z.string(),
  name: z.string(),
})
export type Membership = z.infer<typeof MembershipSchema>

/** Who is asking: what `can()` decides on. */
export const ActorSchema = z.object({
  id: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  flags: z.array(z.enum(USER_FLAGS)),
  memberships: z.array(MembershipSchema),
})
export type Actor = z.infer<typeof ActorSchema>
