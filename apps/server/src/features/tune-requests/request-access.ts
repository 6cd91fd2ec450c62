import { can, type Actor } from '@shop/domain/accounts'
import type { TuneRequestFunding, TuneRequestParty, TuneRequestStatus } from '@shop/domain/tuning'
import type { AppDeps } from '../../http/app-env'
import { forbidden, notFound } from '../../http/app-error'
import * as repo from './tune-requests.repository'
import type { RequestRow, Tx } from './tune-requests.repository'

// Who may see and act on a request (PERMISSIONS.md through the domain's `can()`), and its row under lock.

export type Deps = Pick<
  AppDeps,
  'db' | 'mailer' | 'clock' | 'payments' | 'publicUrl' | 'siteConfig' | 'files' | 'limits' | 'logger'
>

export const statusOf = (row: RequestRow) => row.status as TuneRequestStatus
export const fundingOf = (row: RequestRow) => (row.pipeline?.funding ?? null) as TuneRequestFunding | null
export const resourceOf = (row: Pick<RequestRow, 'ownerUserId' | 'dealerOrgId' | 'assignedTunerOrgId'>) => ({
  ownerId: row.ownerUserId,
  dealerId: row.dealerOrgId,
  organizationId: row.dealerOrgId,
  assignedTunerId: row.assignedTunerOrgId,
})
export const dealerIdsOf = (actor: Actor) =>
  actor.memberships.filter((m) => m.kind === 'dealer').map((m) => m.organizationId)
export const tunerOrgsOf = (actor: Actor) =>
  actor.memberships.filter((m) => m.kind === 'tuner').map((m) => m.organizationId)

/** Workers are staff and members of the tuner company the request is assigned to; everyone else is a customer. */
export function partyOf(actor: Actor, row: Pick<RequestRow, 'assignedTunerOrgId'>): TuneRequestParty {
  return can(actor, 'pipeline:work', { assignedTunerId: row.assignedTunerOrgId }) ? 'worker' : 'customer'
}

/** The request when the actor may read it (owner, their dealer, the assigned tuner, staff); anyone else 404. */
export async function readable(db: Tx, actor: Actor, id: number, lock = false): Promise<RequestRow> {
  const row = await repo.findRequest(db, id, lock)
  if (!row || !can(actor, 'tune-request:read', resourceOf(row))) throw notFound('This tune request')
  return row
}

/** The request locked for a worker's step: readable by the actor, and the actor works it; else 404 / 403. */
export async function workable(tx: Tx, actor: Actor, id: number) {
  const row = await repo.findRequest(tx, id, true)
  if (!row || !can(actor, 'tune-request:read', resourceOf(row))) throw notFound('This tune request')
  if (partyOf(actor, row) !== 'worker') throw forbidden()
  return row
}

/** Runs `work` in one transaction with the request's row locked (after the read check). */
export async function withLocked<T>(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: number,
  work: (tx: Tx, row: RequestRow) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => work(tx, await readable(tx, actor, id, true)))
}
