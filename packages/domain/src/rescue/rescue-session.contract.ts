import { z } from 'zod'
import { PaymentFieldsSchema } from '../payments/payment-fields.schema'
import { RESCUE_SESSION_ACTIONS, RESCUE_SESSION_KINDS, RESCUE_SESSION_STATUSES } from './rescue-session.schema'

// The wire contract of the rescue sessions and the tuning tickets (decision 0081): the server's routes declare it,
// the web app's client is typed by the document generated from it. The request bodies of opening a session and of
// a ticket are NewRescueSessionSchema and TuningTicketSchema.

export const RescueSessionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(RESCUE_SESSION_KINDS),
    status: z.enum(RESCUE_SESSION_STATUSES),
    tool_name: z.string(),
    tool_serial: z.string(),
    vehicle: z.string(),
    vin: z.string(),
    ecu: z.string(),
    description: z.string(),
    contact_phone: z.string(),
    estimate: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
    staff_note: z.string(),
    tune_request_id: z.number().int().nullable(),
    owner: z.object({ name: z.string(), email: z.string() }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'RescueSession' })
export type RescueSession = z.infer<typeof RescueSessionSchema>

/** `scope=mine`: the caller's sessions and their dealer's; `scope=staff`: every session, for staff to act on. */
export const RescueSessionListQuerySchema = z.object({
  scope: z.enum(['mine', 'staff']).default('mine'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})

export const RescueSessionPageSchema = z
  .object({
    data: z.array(RescueSessionSchema),
    meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), pages: z.number() }),
  })
  .meta({ id: 'RescueSessionPage' })
export type RescueSessionPage = z.infer<typeof RescueSessionPageSchema>

/** An edit (owner: description, phone while open; staff: note) or a promotion of SPEC §4, with its payment fields. */
export const RescueSessionPatchSchema = z
  .object({
    action: z.enum(RESCUE_SESSION_ACTIONS).optional(),
    estimate: z
      .object({
        amount_minor: z.number().int().positive().max(10_000_000),
        currency: z.string().regex(/^[A-Z]{3}$/),
      })
      .optional(),
    staff_note: z.string().trim().max(4000).optional(),
    description: z.string().trim().min(10).max(4000).optional(),
    contact_phone: z.string().trim().max(40).optional(),
  })
  .extend(PaymentFieldsSchema.shape)

export const TuningTicketCreatedSchema = z.object({ id: z.number().int() })
