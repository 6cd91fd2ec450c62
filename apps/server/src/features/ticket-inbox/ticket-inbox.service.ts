import { isStaff, type Actor } from '@shop/domain/accounts'
import { pageWindow } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import { describeSupportHours, supportTimeBetween } from '@shop/domain/support-hours'
import {
  ACTIVE_TICKET_STATUSES,
  canWriteTo,
  TICKET_INBOX_TEXTS as TEXTS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TYPE_LABELS,
  isTicketOverdue,
  ticketClocks,
  type TicketChange,
  type TicketClockWire,
  type TicketInboxDetail,
  type TicketInboxList,
  type TicketInboxQuery,
  type TicketInboxRow,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
  type TicketType,
} from '@shop/domain/tickets'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, preconditionFailed, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { offerFeedback } from '../support'
import { appendTicketMessage, copyTicketThread } from '../tickets'
import * as repo from './ticket-inbox.repository'

// The staff inbox (issue 26 item 2, decision 0113): queues with the first-response and resolution clocks counted in
// support hours, the whole thread with internal notes, replies (a public one mails the customer its link; a note
// mails nobody), assignment and priority with a system note for every change, and merging duplicates.

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'siteConfig' | 'mailer' | 'files' | 'publicUrl'>

/** The statuses in which a ticket's clocks can run (solved and closed stopped them). */
const CLOCKED: readonly TicketStatus[] = ['new', 'open', 'waiting-on-customer']
const PRIORITY_RANK = Object.fromEntries(TICKET_PRIORITIES.map((p, i) => [p, i])) as Record<TicketPriority, number>
const STAFF_ROLES = ['staff', 'calibrator', 'admin', 'superadmin'] as const

const iso = (at: Date) => at.toISOString()
const ticketNotFound = () => notFound('This ticket')

export function allowed(actor: Actor | null): Actor {
  return permit(actor, 'support:work') as Actor
}

const holidaysOf = (deps: Deps) => deps.siteConfig.supportHolidays

/** Whether a running clock of the ticket is past due at `now` (the queue's order and the overdue count). */
function isOverdue(deps: Deps, row: repo.LightRow, now: Date): boolean {
  if (!CLOCKED.includes(row.status as TicketStatus)) return false
  return isTicketOverdue(deps.siteConfig.supportHours, holidaysOf(deps), row, now)
}

function clocksOut(deps: Deps, row: repo.TicketRow, now: Date) {
  const clocks = ticketClocks(deps.siteConfig.supportHours, holidaysOf(deps), row, now)
  const out = (clock: (typeof clocks)['first_response']): TicketClockWire => ({
    due_at: iso(clock.due_at),
    state: clock.state,
    overdue: clock.overdue,
    stopped_at: clock.stopped_at ? iso(clock.stopped_at) : null,
    left_ms: Math.round(clock.left_ms),
  })
  return { first_response: out(clocks.first_response), resolution: out(clocks.resolution) }
}

function rowOut(deps: Deps, row: repo.TicketRow, now: Date): TicketInboxRow {
  const clocks = clocksOut(deps, row, now)
  return {
    id: row.id,
    number: row.id,
    title: row.title,
    type: row.type as TicketType,
    status: row.status as TicketStatus,
    priority: row.priority as TicketPriority,
    source: row.source as TicketSource,
    customer: { name: row.customerName, email: row.email, guest: row.guest, user_id: row.userId },
    assignee: row.assigneeUserId ? { id: row.assigneeUserId, name: row.assigneeName ?? '' } : null,
    created_at: iso(row.createdAt),
    last_activity_at: iso(row.lastMessageAt),
    clocks,
    overdue: clocks.first_response.overdue || clocks.resolution.overdue,
  }
}

/** Most urgent first: overdue, then priority, then the longest waiting since the last message; or by a date. */
function sorter(query: TicketInboxQuery, overdue: Map<number, boolean>) {
  const time = (at: Date) => at.getTime()
  switch (query.sort) {
    case 'created_at':
      return (a: repo.LightRow, b: repo.LightRow) => time(a.createdAt) - time(b.createdAt) || a.id - b.id
    case '-created_at':
      return (a: repo.LightRow, b: repo.LightRow) => time(b.createdAt) - time(a.createdAt) || b.id - a.id
    case 'last_activity':
      return (a: repo.LightRow, b: repo.LightRow) => time(a.lastMessageAt) - time(b.lastMessageAt) || a.id - b.id
    case '-last_activity':
      return (a: repo.LightRow, b: repo.LightRow) => time(b.lastMessageAt) - time(a.lastMessageAt) || b.id - a.id
    default:
      return (a: repo.LightRow, b: repo.LightRow) =>
        Number(overdue.get(b.id)) - Number(overdue.get(a.id)) ||
        PRIORITY_RANK[b.priority as TicketPriority] - PRIORITY_RANK[a.priority as TicketPriority] ||
        time(a.lastMessageAt) - time(b.lastMessageAt) ||
        a.id - b.id
  }
}

/** Whether support is open at `now`: within the hours and not a holiday. */
function openNow(deps: Deps, now: Date) {
  return supportTimeBetween(deps.siteConfig.supportHours, now, new Date(now.getTime() + 60_000), holidaysOf(deps)) > 0
}

/** `GET /admin/tickets`: a queue, paged and sorted, with the counts of every queue for its tabs. */
export async function listTickets(deps: Deps, actor: Actor | null, query: TicketInboxQuery): Promise<TicketInboxList> {
  const me = allowed(actor)
  const now = deps.clock()
  const filters: repo.InboxFilters = {
    type: query.type,
    assignee: query.assignee === 'me' ? me.id : query.assignee === 'unassigned' ? null : query.assignee,
    q: query.q || undefined,
  }
  const statuses: readonly TicketStatus[] =
    query.status === 'active' ? ACTIVE_TICKET_STATUSES : query.status === 'all' ? TICKET_STATUSES : [query.status]
  // One pass over the queue and the clocked tickets (for the overdue count), one for the counts, one for the page.
  const wanted = [...new Set([...statuses, ...CLOCKED])]
  const [light, counted] = await Promise.all([
    repo.lightRows(deps.db, filters, wanted.length === TICKET_STATUSES.length ? null : wanted),
    repo.countsByStatus(deps.db, filters),
  ])
  const overdue = new Map(light.map((row) => [row.id, isOverdue(deps, row, now)]))
  const inQueue = light.filter(
    (row) => statuses.includes(row.status as TicketStatus) && (query.overdue !== 'true' || overdue.get(row.id)),
  )
  inQueue.sort(sorter(query, overdue))
  const { offset, limit, meta } = pageWindow(query, inQueue.length)
  const ids = inQueue.slice(offset, offset + limit).map((row) => row.id)
  const byId = new Map((await repo.ticketsByIds(deps.db, ids)).map((row) => [row.id, row]))
  const perStatus = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<TicketStatus, number>
  for (const { status, n } of counted) perStatus[status as TicketStatus] = Number(n)
  return {
    data: ids.flatMap((id) => (byId.has(id) ? [rowOut(deps, byId.get(id)!, now)] : [])),
    meta,
    counts: {
      ...perStatus,
      active: ACTIVE_TICKET_STATUSES.reduce((sum, s) => sum + perStatus[s], 0),
      all: Object.values(perStatus).reduce((sum, n) => sum + n, 0),
      overdue: [...overdue.values()].filter(Boolean).length,
    },
    support: { hours: describeSupportHours(deps.siteConfig.supportHours), open_now: openNow(deps, now) },
  }
}

/** What the ticket is about, as links staff follow. */
async function relatedOf(deps: Deps, row: repo.TicketRow): Promise<TicketInboxDetail['related']> {
  const related: TicketInboxDetail['related'] = []
  if (row.tuneRequestId) {
    related.push({
      kind: 'tune-request',
      label: `Tune request #${row.tuneRequestId}`,
      href: paths.tuneRequest(row.tuneRequestId),
    })
  }
  if (row.catalogPurchaseId) {
    related.push({
      kind: 'purchase',
      label: `Catalog purchase #${row.catalogPurchaseId}`,
      href: paths.catalogPurchase(row.catalogPurchaseId),
    })
  }
  if (row.rescueSessionId) {
    related.push({ kind: 'rescue-session', label: `Rescue session #${row.rescueSessionId}`, href: null })
  }
  if (row.dealerOrgId) {
    const dealer = await repo.dealerOf(deps.db, row.dealerOrgId)
    related.push({
      kind: 'dealer',
      label: dealer ? `Dealer ${dealer.name}` : 'A dealer',
      href: dealer ? paths.adminDealer(dealer.id) : null,
    })
  }
  return related
}

export async function detailOut(deps: Deps, row: repo.TicketRow): Promise<TicketInboxDetail> {
  const [thread, files, related] = await Promise.all([
    repo.threadOf(deps.db, row.id),
    repo.filesOfTicket(deps.db, row.id),
    relatedOf(deps, row),
  ])
  const filesOf = new Map<number, TicketInboxDetail['thread'][number]['files']>()
  for (const file of files) {
    const list = filesOf.get(file.messageId) ?? []
    list.push({
      id: file.id,
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      url: `/api/admin/tickets/${row.id}/files/${file.id}`,
    })
    filesOf.set(file.messageId, list)
  }
  return {
    ...rowOut(deps, row, deps.clock()),
    description: row.description,
    updated_at: iso(row.updatedAt),
    merged_into: row.mergedIntoId,
    related,
    thread: thread.map((message) => ({
      id: message.id,
      author_kind: message.authorKind as TicketInboxDetail['thread'][number]['author_kind'],
      author_name: message.authorName,
      body: message.body,
      internal: message.internal,
      merged_from: message.mergedFromTicketId,
      created_at: iso(message.createdAt),
      files: filesOf.get(message.id) ?? [],
    })),
  }
}

export async function readTicket(deps: Deps, id: number) {
  const row = await repo.ticketById(deps.db, id)
  if (!row) throw ticketNotFound()
  return row
}

/** `GET /admin/tickets/{id}`: the ticket, its whole thread (notes marked), files, clocks and what it is about. */
export async function getTicket(deps: Deps, actor: Actor | null, id: number) {
  allowed(actor)
  const row = await readTicket(deps, id)
  return { updatedAt: row.updatedAt, body: await detailOut(deps, row) }
}

/** A file of the ticket's thread, for staff to open. */
export async function ticketFile(deps: Deps, actor: Actor | null, id: number, fileId: string) {
  allowed(actor)
  const file = await repo.fileOfTicket(deps.db, id, fileId)
  const stream = file ? await deps.files.get(file.storageKey) : null
  if (!file || !stream) throw notFound('This file')
  return { file, stream }
}

/** The name staff sign their messages with. */
export async function nameOf(deps: Deps, actor: Actor) {
  const person = await repo.userOf(deps.db, actor.id)
  return person?.name.trim() || person?.email || 'Support'
}

/** The system note of a change: "Sam Staff changed the priority from Normal to High." — one sentence per field. */
function changeNote(
  who: string,
  before: repo.TicketRow,
  after: {
    assignee?: { id: string; name: string } | null
    priority?: TicketPriority
    status?: TicketStatus
    type?: TicketType
  },
) {
  const lines: string[] = []
  if (after.assignee !== undefined) {
    lines.push(
      after.assignee ? `${who} assigned the ticket to ${after.assignee.name}.` : `${who} unassigned the ticket.`,
    )
  }
  if (after.priority) {
    lines.push(
      `${who} changed the priority from ${TICKET_PRIORITY_LABELS[before.priority as TicketPriority]} to ${TICKET_PRIORITY_LABELS[after.priority]}.`,
    )
  }
  if (after.status) {
    lines.push(
      `${who} changed the status from ${TICKET_STATUS_LABELS[before.status as TicketStatus]} to ${TICKET_STATUS_LABELS[after.status]}.`,
    )
  }
  if (after.type) {
    lines.push(
      `${who} changed the type from ${TICKET_TYPE_LABELS[before.type as TicketType]} to ${TICKET_TYPE_LABELS[after.type]}.`,
    )
  }
  return lines.join('\n')
}

/**
 * `PATCH /admin/tickets/{id}`: assignee (someone in support, else 422), priority, status, type. A ticket changed
 * since the version sent (`version`, or If-Unmodified-Since) is a 412; each change leaves an internal system note
 * saying who changed what.
 */
export async function changeTicket(
  deps: Deps,
  actor: Actor | null,
  id: number,
  change: TicketChange,
  assertUnmodifiedSince: (updatedAt: Date) => void,
) {
  const me = allowed(actor)
  const { version, ...fields } = change
  if (Object.values(fields).every((value) => value === undefined)) {
    throw validationFailed({ body: [TEXTS.nothingToChange] })
  }
  let assignee: { id: string; name: string } | null | undefined
  if (fields.assignee_user_id !== undefined) {
    if (fields.assignee_user_id === null) assignee = null
    else {
      const person = await repo.userOf(deps.db, fields.assignee_user_id)
      if (!person || !isStaff({ role: person.role as Actor['role'] })) {
        throw validationFailed({ assignee_user_id: [TEXTS.assigneeNotStaff] })
      }
      assignee = { id: person.id, name: person.name.trim() || person.email }
    }
  }
  const who = await nameOf(deps, me)
  const at = deps.clock()
  let solvedNow = false
  const updatedAt = await deps.db.transaction(async (tx) => {
    const [locked] = await repo.lockTickets(tx, [id])
    if (!locked) throw ticketNotFound()
    assertUnmodifiedSince(locked.updatedAt)
    if (version && new Date(version).getTime() !== locked.updatedAt.getTime()) throw preconditionFailed()
    const before = (await repo.ticketById(tx, id))!
    const after = {
      assignee: assignee !== undefined && (assignee?.id ?? null) !== before.assigneeUserId ? assignee : undefined,
      priority: fields.priority && fields.priority !== before.priority ? fields.priority : undefined,
      status: fields.status && fields.status !== before.status ? fields.status : undefined,
      type: fields.type && fields.type !== before.type ? fields.type : undefined,
    }
    const note = changeNote(who, before, after)
    if (!note) return before.updatedAt
    if (after.status && !canWriteTo(before.status as TicketStatus)) {
      throw new AppError(409, 'ticket_closed', TEXTS.closed)
    }
    const written = await appendTicketMessage(tx, {
      ticketId: id,
      authorKind: 'system',
      authorUserId: me.id,
      authorName: who,
      body: note,
      internal: true,
      status: after.status,
      changes: {
        ...(after.assignee !== undefined ? { assigneeUserId: after.assignee?.id ?? null } : {}),
        ...(after.priority ? { priority: after.priority } : {}),
        ...(after.type ? { type: after.type } : {}),
      },
      at,
    })
    solvedNow = after.status === 'solved'
    return written!.ticket.updatedAt
  })
  // Solved from the status select: the customer is asked to rate it, as after a solving reply.
  if (solvedNow) await offerFeedback(deps, { ticketId: id })
  const row = (await repo.ticketById(deps.db, id))!
  return { updatedAt, body: await detailOut(deps, row) }
}

/**
 * `POST /admin/tickets/{id}/merge`: the duplicate's thread is copied into the target in time order (each message
 * marked with where it came from), the duplicate is closed naming the target, and both get a system note. One
 * transaction, both tickets locked in id order.
 */
export async function mergeTicket(deps: Deps, actor: Actor | null, id: number, into: number) {
  const me = allowed(actor)
  if (into === id) throw new AppError(409, 'merge_into_itself', TEXTS.mergeIntoItself)
  const who = await nameOf(deps, me)
  const at = deps.clock()
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockTickets(tx, [id, into])
    const source = locked.find((row) => row.id === id)
    const target = locked.find((row) => row.id === into)
    if (!source) throw ticketNotFound()
    if (!target) throw new AppError(404, 'not_found', TEXTS.mergeTargetMissing(into))
    if (source.mergedIntoId !== null || !canWriteTo(source.status as TicketStatus)) {
      throw new AppError(409, 'ticket_closed', TEXTS.mergeSourceClosed)
    }
    if (target.mergedIntoId !== null || !canWriteTo(target.status as TicketStatus)) {
      throw new AppError(409, 'ticket_closed', TEXTS.mergeTargetClosed(into))
    }
    const copied = await copyTicketThread(tx, id, into)
    await appendTicketMessage(tx, {
      ticketId: into,
      authorKind: 'system',
      authorUserId: me.id,
      authorName: who,
      body: `${who} merged ticket #${id} into this one: its ${copied} message${copied === 1 ? ' is' : 's are'} copied into this thread.`,
      internal: true,
      at,
    })
    await appendTicketMessage(tx, {
      ticketId: id,
      authorKind: 'system',
      authorUserId: me.id,
      authorName: who,
      body: `${who} merged this ticket into ticket #${into}, where the conversation goes on. It is closed.`,
      internal: true,
      status: 'closed',
      changes: { mergedIntoId: into },
      at,
    })
  })
  const row = (await repo.ticketById(deps.db, into))!
  return { updatedAt: row.updatedAt, body: await detailOut(deps, row) }
}

/** `GET /admin/tickets/assignees`: everyone a ticket can be assigned to. */
export async function assignees(deps: Deps, actor: Actor | null) {
  allowed(actor)
  const people = await repo.supportPeople(deps.db, STAFF_ROLES)
  return { data: people.map((p) => ({ id: p.id, name: p.name.trim() || p.email, email: p.email, role: p.role })) }
}
