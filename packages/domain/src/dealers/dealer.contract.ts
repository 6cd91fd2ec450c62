import { z } from 'zod'
import { MEMBERSHIP_ROLES } from '../accounts/roles.constants'
import { DEALER_TABS } from './dealer-portal.constants'

// The wire contract of a dealer's summary: what the portal's shell and `GET /v1/dealers` answer (issue 25).

/** A dealer in a path: its slug (`redline-performance`), as the portal's address names it. */
export const DealerSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, 'slug must be a dealer’s slug')

export const DealerParamSchema = z.object({ slug: DealerSlugSchema })

/** How the asker sees the dealer: a member's role, or staff/admin looking in from the back office. */
export const DEALER_VIEWER_ROLES = [...MEMBERSHIP_ROLES, 'staff', 'admin'] as const
export type DealerViewerRole = (typeof DEALER_VIEWER_ROLES)[number]

export const DealerSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** active | suspended | archived */
  status: z.enum(['active', 'suspended', 'archived']),
  viewer_role: z.enum(DEALER_VIEWER_ROLES),
  /** The portal tabs the asker may open, in the portal's order. */
  tabs: z.array(z.enum(DEALER_TABS)),
  /** What the asker may do beyond reading: manage (pay, transfer, settings) and members (invite, remove). */
  may: z.object({ manage: z.boolean(), members: z.boolean() }),
})
export type DealerSummary = z.infer<typeof DealerSummarySchema>

export const DealerSummaryListSchema = z.object({ data: z.array(DealerSummarySchema) })
export type DealerSummaryList = z.infer<typeof DealerSummaryListSchema>
