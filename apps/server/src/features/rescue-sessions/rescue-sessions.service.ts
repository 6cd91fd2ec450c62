import { ERROR_TEXTS } from '@shop/domain/errors'
import { can, isStaff, type Actor } from '@shop/domain/accounts'
import type { PaymentFields } from '@shop/domain/payments'
import {
  promoteRescueSession,
  RESCUE_SESSION_RULES,
  TICKET_NOT_VALID,
  isTicketValid,
  type NewRescueSession,
  type RescueSession,
  type RescueSessionAction,
  type RescueSessionStatus,
  type TuningTicket,
} from '@shop/domain/rescue'
import type { TuneRequestEvent } from '@shop/domain/tuning'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, forbidden, notFound, validationFailed } from '../../http/app-error'
import { openTicket, ticketLinkOf } from '../tickets'
import * as pipeline from '../tune-requests/tune-requests.service'
import * as repository from './rescue-sessions.repository'
import type { RescueSessionRow } from './rescue-sessions.repository'

/** PERMISSIONS.md "own tune requests, uploads, downloads, rescue sessions": like tune requests. */
const resourceOf = (session: Pick<RescueSessionRow, 'ownerUserId' | 'dealerOrgId'> | null) => ({
  ownerId: session?.ownerUserId,
  dealerId: session?.dealerOrgId,
  organizationId: session?.dealerOrgId,
})

export function sessionOut(session: RescueSessionRow, owner: RescueSession['owner']): RescueSession {
  return {
    id: session.id,
    kind: session.kind as RescueSession['kind'],
    status: session.status as RescueSessionStatus,
    tool_name: session.toolName,
    tool_serial: session.toolSerial,
    vehicle: session.vehicle,
    vin: session.vin,
    ecu: session.ecu,
    description: session.description,
    contact_phone: session.contactPhone,
    estimate:
      session.estimateMinor !== null && session.currency
        ? { amount_minor: Number(session.estimateMinor), currency: session.currency }
        : null,
    staff_note: session.staffNote,
    tune_request_id: session.tuneRequestId,
    owner: { name: owner.name, email: owner.email },
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
  }
}

export async function createSession(deps: AppDeps, actor: Actor, input: NewRescueSession) {
  const now = deps.clock()
  // A dealer opening a session works for the dealer: its members see it (as with tune requests).
  const dealer = actor.memberships.find((m) => m.kind === 'dealer')
  const session = await repository.insertSession(deps.db, {
    ownerUserId: actor.id,
    dealerOrgId: dealer?.organizationId ?? null,
    kind: input.kind,
    toolName: input.tool_name,
    toolSerial: input.tool_serial,
    vehicle: input.vehicle,
    vin: input.vin,
    ecu: input.ecu,
    description: input.description,
    contactPhone: input.contact_phone,
    createdAt: now,
    updatedAt: now,
  })
  return sessionOut(session, await repository.ownerOf(deps.db, actor.id))
}

/** A session the caller may read, else 404 (its existence is not revealed). */
export async function readableSession(db: Db, actor: Actor, id: number) {
  const session = await repository.findSession(db, id)
  if (!session || !can(actor, 'tune-request:read', resourceOf(session))) throw notFound('This rescue session')
  return sessionOut(session, await repository.ownerOf(db, session.ownerUserId))
}

/** One page of the caller's sessions (and their dealer's), or every session for staff (`scope=staff`). */
export async function listSessions(db: Db, actor: Actor, { scope, ...query }: PageQuery & { scope: 'mine' | 'staff' }) {
  if (scope === 'staff' && !isStaff(actor)) throw forbidden()
  const page = pageWindow(query, 0)
  const rows = await repository.listSessions(
    db,
    scope === 'staff'
      ? { all: true }
      : {
          userId: actor.id,
          dealerIds: actor.memberships
            .filter((m) => m.kind === 'dealer' && (m.role === 'owner' || m.role === 'manager'))
            .map((m) => m.organizationId),
        },
    page,
  )
  return {
    data: rows.rows.map((row) => sessionOut(row.session, { name: row.ownerName, email: row.ownerEmail })),
    meta: pageWindow(query, rows.total).meta,
  }
}

/** The sessions this account opened itself (not its dealer's), newest first: its purchase history reads them. */
export async function ownSessions(db: Db, userId: string, limit: number) {
  const { rows, total } = await repository.listSessions(db, { userId, dealerIds: [] }, { limit, offset: 0 })
  return { total, data: rows.map((row) => row.session) }
}

export type SessionPatch = {
  action?: RescueSessionAction | undefined
  estimate?: { amount_minor: number; currency: string } | undefined
  staff_note?: string | undefined
  description?: string | undefined
  contact_phone?: string | undefined
  payment: PaymentFields
  customerEmail: string
}

/**
 * PATCH: the customer edits the description or phone of an open session; staff add a note; either party
 * takes an action of SPEC §4 (promoteRescueSession). The first promotion creates the linked tune request;
 * every promotion moves it with the pipeline's state machine in the same database transaction. `pay`
 * charges the estimate through deps.payments, keyed by the session so a retry never charges twice.
 */
export async function patchSession(deps: AppDeps, actor: Actor, id: number, patch: SessionPatch) {
  const now = deps.clock()
  const charge = patch.action === 'pay' ? await chargeEstimate(deps, actor, id, patch) : null
  const updated = await deps.db.transaction(async (tx) => {
    const session = await repository.lockSession(tx, id)
    if (!session || !can(actor, 'tune-request:read', resourceOf(session))) throw notFound('This rescue session')
    const staff = isStaff(actor)
    const customerSide =
      session.ownerUserId === actor.id ||
      actor.memberships.some((m) => m.kind === 'dealer' && m.organizationId === session.dealerOrgId)
    const changes: Partial<RescueSessionRow> = { updatedAt: now }

    if (patch.description !== undefined || patch.contact_phone !== undefined) {
      if (!customerSide) throw forbidden()
      if (session.status !== 'open') throw new AppError(409, 'session_not_open', ERROR_TEXTS.rescueSessionNotOpen)
      if (patch.description !== undefined) changes.description = patch.description
      if (patch.contact_phone !== undefined) changes.contactPhone = patch.contact_phone
    }
    if (patch.staff_note !== undefined) {
      if (!staff) throw forbidden()
      changes.staffNote = patch.staff_note
    }

    if (patch.action) {
      const party =
        patch.action === 'close' ? (customerSide ? 'customer' : 'staff') : RESCUE_SESSION_RULES[patch.action].by[0]!
      const allowed = party === 'staff' ? staff : customerSide
      if (!allowed) throw forbidden()
      const promoted = promoteRescueSession(session.status as RescueSessionStatus, patch.action, party)
      if (!promoted.ok) {
        throw new AppError(
          409,
          'invalid_transition',
          ERROR_TEXTS.rescueSessionCannot(session.status, ACTION_WORDS[patch.action]),
        )
      }
      if (patch.action === 'estimate') {
        if (!patch.estimate) throw validationFailed({ estimate: ['An estimate needs an amount and a currency.'] })
        if (!deps.siteConfig.currencies.includes(patch.estimate.currency))
          throw validationFailed({ estimate: [`This shop does not charge in ${patch.estimate.currency}.`] })
        changes.estimateMinor = BigInt(patch.estimate.amount_minor)
        changes.currency = patch.estimate.currency
      }
      if (patch.action === 'pay') changes.chargeId = charge?.chargeId ?? null
      changes.status = promoted.status
      changes.tuneRequestId = await moveLinkedTuneRequest(tx, session, promoted.tuneRequestEvent, {
        party,
        actorId: actor.id,
        now,
        payment:
          charge && session.estimateMinor !== null && session.currency
            ? {
                ...charge,
                amountMinor: session.estimateMinor,
                currency: session.currency,
                key: `rescue-session:${session.id}:pay`,
              }
            : undefined,
      })
    }
    return repository.updateSession(tx, session.id, changes)
  })
  return sessionOut(updated, await repository.ownerOf(deps.db, updated.ownerUserId))
}

/**
 * `pay` charges the estimate before the database transaction (no row lock held across a provider call). The key
 * is the session: a retry, or a pay racing another, gets the same charge back, never a second one.
 */
async function chargeEstimate(deps: AppDeps, actor: Actor, id: number, patch: SessionPatch) {
  const session = await repository.findSession(deps.db, id)
  if (!session || !can(actor, 'tune-request:read', resourceOf(session))) throw notFound('This rescue session')
  const customerSide =
    session.ownerUserId === actor.id ||
    actor.memberships.some((m) => m.kind === 'dealer' && m.organizationId === session.dealerOrgId)
  if (!customerSide) throw forbidden()
  const promoted = promoteRescueSession(session.status as RescueSessionStatus, 'pay', 'customer')
  if (!promoted.ok || session.estimateMinor === null || !session.currency) {
    throw new AppError(409, 'invalid_transition', ERROR_TEXTS.rescueSessionCannot(session.status, 'paid'))
  }
  const charge = await deps.payments.chargeOrThrow({
    idempotencyKey: `rescue-session:${session.id}:pay`,
    amountMinor: session.estimateMinor,
    currency: session.currency,
    description: `${deps.siteConfig.brandName} rescue session ${session.id}`,
    customer: { email: patch.customerEmail, userId: actor.id },
    method: deps.payments.methodOf(patch.payment),
  })
  return { chargeId: charge.chargeId, provider: charge.provider }
}

const ACTION_WORDS: Record<RescueSessionAction, string> = {
  free: 'rescued free',
  estimate: 'estimated',
  pay: 'paid',
  'pay-later': 'set to pay later',
  close: 'closed',
}

async function moveLinkedTuneRequest(
  tx: Db,
  session: RescueSessionRow,
  event: TuneRequestEvent | null,
  by: {
    party: 'customer' | 'staff'
    actorId: string
    now: Date
    payment: pipeline.LinkedPayment | undefined
  },
): Promise<number | null> {
  if (!event) return session.tuneRequestId
  let requestId = session.tuneRequestId
  if (requestId === null) {
    // Closing a session that never became a request leaves nothing to cancel.
    if (event === 'cancel') return null
    const created = await repository.insertLinkedTuneRequest(tx, {
      ownerUserId: session.ownerUserId,
      dealerOrgId: session.dealerOrgId,
      vehicle: session.vehicle,
      ecu: session.ecu,
      note: `Rescue session ${session.id} (${session.kind}): ${session.description}`,
      at: by.now,
    })
    requestId = created.id
  }
  // The pipeline's own transition and payment recording (decision 0051): the board can work the request.
  const moved = await pipeline.moveLinkedRequest(tx, requestId, {
    event,
    party: by.party === 'staff' ? 'worker' : 'customer',
    actorId: by.actorId,
    now: by.now,
    note: `Rescue session ${session.id}`,
    payment: by.payment,
  })
  if (!moved.ok) {
    throw new AppError(409, 'invalid_transition', ERROR_TEXTS.rescueRequestCannot(moved.status))
  }
  return requestId
}

/**
 * /tuning-ticket: a TUNE ticket of the one ticket system (source tune-request), opened when title, description and
 * customer_name are all non-empty (SPEC §5, §8); the confirmation mail carries the ticket's link.
 */
export async function createTicket(
  deps: AppDeps,
  actor: Actor | null,
  sessionEmail: string | null,
  input: TuningTicket,
) {
  if (!isTicketValid(input)) throw new AppError(422, 'ticket_not_valid', TICKET_NOT_VALID)
  const email = input.email ?? sessionEmail
  if (!email) throw validationFailed({ email: ['Enter the email address we should answer.'] })
  if (input.tune_request_id) {
    const access = await repository.findTuneRequestAccess(deps.db, input.tune_request_id)
    const resource = {
      ownerId: access?.ownerUserId,
      dealerId: access?.dealerOrgId,
      organizationId: access?.dealerOrgId,
      assignedTunerId: access?.assignedTunerOrgId,
    }
    if (!access || !can(actor, 'tune-request:read', resource)) throw notFound('This tune request')
  }
  const { ticket } = await openTicket(deps.db, {
    type: 'TUNE',
    source: 'tune-request',
    title: input.title,
    description: input.description,
    customerName: input.customer_name,
    email,
    userId: actor?.id ?? null,
    tuneRequestId: input.tune_request_id ?? null,
    at: deps.clock(),
  })
  await deps.mailer.send({
    to: email,
    subject: `We received your ticket #${ticket.id}: ${ticket.title}`,
    text: `Hello ${ticket.customerName},\n\nThank you for writing to ${deps.siteConfig.brandName}. A calibrator reads every tuning ticket and answers within one business day.\n\n${ticket.description}\n\nFollow your ticket and answer us here: ${ticketLinkOf(deps.publicUrl, ticket)}\n`,
  })
  return { id: ticket.id }
}
