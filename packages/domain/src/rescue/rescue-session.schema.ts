import { z } from 'zod'

/** SPEC §4: rescue sessions have kinds ID (identify an unresponsive unit) and check (check a unit over). */
export const RESCUE_SESSION_KINDS = ['ID', 'check'] as const
export const RescueSessionKindSchema = z.enum(RESCUE_SESSION_KINDS)
export type RescueSessionKind = z.infer<typeof RescueSessionKindSchema>
export const RESCUE_SESSION_KIND_LABELS: Record<RescueSessionKind, string> = {
  ID: 'Identify and recover',
  check: 'Check',
}

export const RESCUE_SESSION_STATUSES = ['open', 'free', 'estimated', 'paid', 'pay-later', 'closed'] as const
export type RescueSessionStatus = (typeof RESCUE_SESSION_STATUSES)[number]
export const RESCUE_SESSION_STATUS_LABELS: Record<RescueSessionStatus, string> = {
  open: 'Waiting for a technician',
  free: 'Rescued free of charge',
  estimated: 'Estimate ready',
  paid: 'Paid, in the workshop queue',
  'pay-later': 'In the workshop queue (pay later)',
  closed: 'Closed',
}

/** SPEC §4: a session can be promoted to rescue free, estimate, pay or pay-later; and it can be closed. */
export const RESCUE_SESSION_ACTIONS = ['free', 'estimate', 'pay', 'pay-later', 'close'] as const
export type RescueSessionAction = (typeof RESCUE_SESSION_ACTIONS)[number]
export const RESCUE_SESSION_ACTION_LABELS: Record<RescueSessionAction, string> = {
  free: 'Rescue free of charge',
  estimate: 'Send an estimate',
  pay: 'Pay now',
  'pay-later': 'Pay later',
  close: 'Close the session',
}

/** What a customer tells us when opening a session (the tool and vehicle details, and what happened). */
export const NewRescueSessionSchema = z.object({
  kind: RescueSessionKindSchema,
  tool_name: z.string().trim().min(1, 'Tell us which flashing tool you used.').max(120),
  tool_serial: z.string().trim().max(80).default(''),
  vehicle: z.string().trim().min(1, 'Tell us the vehicle (year, make, model, engine).').max(200),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-HJ-NPR-Z0-9]{17})?$/, 'A VIN has 17 letters and digits (no I, O or Q).')
    .default(''),
  ecu: z.string().trim().max(200).default(''),
  description: z
    .string()
    .trim()
    .min(10, 'Describe what happened in a sentence or two (at least 10 characters).')
    .max(4000),
  contact_phone: z.string().trim().max(40).default(''),
})
export type NewRescueSession = z.infer<typeof NewRescueSessionSchema>
