import { isStaff, type Actor } from '@shop/domain/accounts'
import { pageWindow, type PageMeta, type PageQuery } from '@shop/domain/paging'
import {
  hashDisclaimer,
  PIPELINE_COLUMNS,
  RECENT_UPDATES_HOURS,
  TUNE_DISCLAIMER_TEXT,
  TUNE_REQUEST_EVENTS,
  transitionTuneRequest,
  type TuneRequestEvent,
  type TuneRequestParty,
} from '@shop/domain/tuning'
import { forbidden } from '../../http/app-error'
import { dealerIdsOf, fundingOf, partyOf, readable, statusOf, tunerOrgsOf, type Deps } from './request-access'
import { findTuneRequestFiles } from './request-files.repository'
import * as repo from './tune-requests.repository'
import type { RequestRow } from './tune-requests.repository'

// Reading requests: the customer's list, one request's page, recent updates, and the workers' board.

export async function listOwn(deps: Deps, actor: Actor, query: PageQuery & { status?: string }) {
  const where = repo.visibleTo(actor.id, dealerIdsOf(actor))
  const first = await repo.listRequests(deps.db, where, query.status, { offset: 0, limit: 0 })
  const window = pageWindow(query, first.total)
  const { rows } = await repo.listRequests(deps.db, where, query.status, window)
  return { rows, meta: window.meta as PageMeta }
}

/** The requests this account filed itself, newest first, at most `limit` (its purchase history reads them). */
export async function ownedNewestFirst(deps: Pick<Deps, 'db'>, userId: string, limit: number) {
  return repo.listOwnedNewestFirst(deps.db, userId, limit)
}

export async function recentUpdates(deps: Deps, actor: Actor) {
  const since = new Date(deps.clock().getTime() - RECENT_UPDATES_HOURS * 3600_000)
  return repo.recentlyUpdated(deps.db, repo.visibleTo(actor.id, dealerIdsOf(actor)), since, 20)
}

/** The events the caller could cause now (for the status page's buttons). */
export function allowedEvents(row: RequestRow, party: TuneRequestParty): TuneRequestEvent[] {
  const state = { status: statusOf(row), funding: fundingOf(row) }
  return TUNE_REQUEST_EVENTS.filter((event) => transitionTuneRequest(state, event, party).ok)
}

/** A tuned file is the customer's once the request is delivered (and settled); workers always see it. */
export function tunedFilesVisible(row: RequestRow, party: TuneRequestParty) {
  if (party === 'worker') return true
  return (statusOf(row) === 'delivered' || statusOf(row) === 'support') && fundingOf(row) !== null
}

export async function detail(deps: Deps, actor: Actor, id: number) {
  const row = await readable(deps.db, actor, id)
  const party = partyOf(actor, row)
  const [files, events] = await Promise.all([findTuneRequestFiles(deps.db, id), repo.listEvents(deps.db, id)])
  const visible = tunedFilesVisible(row, party)
  return {
    row,
    party,
    files: files.filter((file) => file.role !== 'tuned' || visible),
    tunedFileWaiting: !visible && files.some((file) => file.role === 'tuned'),
    events,
    actions: allowedEvents(row, party),
    disclaimer: { text: TUNE_DISCLAIMER_TEXT, sha256: hashDisclaimer() },
  }
}

export async function dealersFor(actor: Actor) {
  return actor.memberships
    .filter((m) => m.kind === 'dealer')
    .map((m) => ({ id: m.organizationId, name: m.name, slug: m.slug, role: m.role }))
}

/** `GET /api/v1/pipeline`: the board's columns; staff see every request, a tuner those of their company. */
export async function board(deps: Deps, actor: Actor) {
  const tunerOrgs = tunerOrgsOf(actor)
  if (!isStaff(actor) && tunerOrgs.length === 0) throw forbidden()
  const statuses = PIPELINE_COLUMNS.flatMap((column) => column.statuses)
  const rows = await repo.boardRows(deps.db, statuses, isStaff(actor) ? null : tunerOrgs)
  return PIPELINE_COLUMNS.map((column) => ({
    id: column.id,
    title: column.title,
    requests: rows
      .filter((row) => (column.statuses as readonly string[]).includes(row.status))
      .slice(-100)
      .reverse(),
  }))
}
