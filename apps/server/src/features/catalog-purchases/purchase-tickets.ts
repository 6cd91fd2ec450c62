import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Actor } from '@shop/domain/accounts'
import { TICKET_TITLE_MAX } from '@shop/domain/tickets'
import type { AppDeps } from '../../http/app-env'
import { AppError, conflict } from '../../http/app-error'
import { appendTicketMessage, openTicket, ticketLinkOf, type TicketRow, type Tx } from '../tickets'
import * as repo from './catalog-purchases.repository'
import { isCommitted, ownPurchase, readablePurchase } from './catalog-purchases.service'

// A purchase's conversation with support (via-ticket, open-ticket, reply-ticket) is a ticket of the one ticket
// system (issue 26, decision 0114): source purchase, about the purchase, written through the ticket store.

/** A ticket's title for a purchase: "Purchase #12: 2019 Ford F-150 3.5 EcoBoost" (bounded like any title). */
const ticketTitleOf = (purchase: repo.PurchaseRow) =>
  `Purchase #${purchase.id}: ${purchase.vehicleName}`.slice(0, TICKET_TITLE_MAX)

/**
 * The buyer writes about their purchase (issue 26: the purchase's conversation is a ticket of the one system,
 * source purchase): their message continues the purchase's ticket that is not closed, or opens one.
 */
async function buyerWrites(deps: AppDeps, tx: Tx, purchase: repo.PurchaseRow, body: string): Promise<TicketRow> {
  const at = deps.clock()
  const buyer = await repo.findUserEmail(tx, purchase.userId)
  const name = buyer?.name.trim() || buyer?.email || 'Customer'
  const current = await repo.findOpenTicketOf(tx, purchase.id)
  if (current) {
    const written = await appendTicketMessage(tx, {
      ticketId: current.id,
      authorKind: 'customer',
      authorUserId: purchase.userId,
      authorName: name,
      body,
      at,
    })
    return written!.ticket
  }
  const opened = await openTicket(tx, {
    type: purchase.lines.length > 0 && purchase.lines.every((line) => line.type === 'tool') ? 'TOOL' : 'TUNE',
    source: 'purchase',
    title: ticketTitleOf(purchase),
    description: body,
    customerName: name,
    email: buyer?.email ?? '',
    userId: purchase.userId,
    catalogPurchaseId: purchase.id,
    at,
  })
  return opened.ticket
}

/** The buyer asks support to handle the purchase: the purchase becomes a ticket with the buyer's message. */
export async function viaTicket(deps: AppDeps, actor: Actor, purchaseId: number, message: string, email: string) {
  const purchase = await ownPurchase(deps, actor, purchaseId)
  if (isCommitted(purchase) || purchase.status === 'paying') throw conflict('already_committed')
  const { updated, ticket } = await deps.db.transaction(async (tx) => {
    const ticket = await buyerWrites(deps, tx, purchase, message)
    return { ticket, updated: await repo.updatePurchase(tx, purchaseId, { status: 'ticket' }) }
  })
  await notifyTicket(deps, updated, ticket, email || ticket.email, message, 'opened')
  return updated
}

/**
 * Opens (or continues) the purchase's ticket; the buyer opens, buyer or staff reply. A staff reply here is a staff
 * message of the ticket, as one written in the staff inbox.
 */
export async function addMessage(
  deps: AppDeps,
  actor: Actor,
  purchaseId: number,
  body: string,
  kind: 'open' | 'reply',
) {
  const purchase = await readablePurchase(deps, actor, purchaseId)
  const staff = purchase.userId !== actor.id
  if (kind === 'open' && staff) throw new AppError(403, 'forbidden', ERROR_TEXTS.onlyTheBuyerOpensTicket)
  const { updated, ticket } = await deps.db.transaction(async (tx) => {
    const current = await repo.findOpenTicketOf(tx, purchaseId)
    if (kind === 'reply' && !current) throw new AppError(409, 'no_ticket', ERROR_TEXTS.noTicketYet)
    let ticket: TicketRow
    if (staff) {
      const author = await repo.findUserEmail(tx, actor.id)
      const written = await appendTicketMessage(tx, {
        ticketId: current!.id,
        authorKind: 'staff',
        authorUserId: actor.id,
        authorName: author?.name.trim() || 'Support',
        body,
        at: deps.clock(),
      })
      ticket = written!.ticket
    } else ticket = await buyerWrites(deps, tx, purchase, body)
    return { ticket, updated: await repo.updatePurchase(tx, purchaseId, {}) }
  })
  const buyer = await repo.findUserEmail(deps.db, purchase.userId)
  if (buyer)
    await notifyTicket(
      deps,
      updated,
      ticket,
      buyer.email,
      body,
      staff ? 'staff-reply' : kind === 'open' ? 'opened' : 'reply',
    )
  return updated
}

/** The purchase's ticket (its newest) and that ticket's thread as the buyer sees it (no internal notes). */
export async function threadOf(deps: AppDeps, purchaseId: number) {
  const ticket = await repo.findLatestTicketOf(deps.db, purchaseId)
  if (!ticket) return { ticket_id: null, messages: [] }
  const rows = await repo.listPublicMessages(deps.db, ticket.id)
  return {
    ticket_id: ticket.id,
    messages: rows.map((message) => ({
      id: message.id,
      author: message.authorName,
      from_staff: message.authorKind !== 'customer',
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  }
}

async function notifyTicket(
  deps: AppDeps,
  purchase: repo.PurchaseRow,
  ticket: TicketRow,
  email: string,
  body: string,
  kind: 'opened' | 'reply' | 'staff-reply',
) {
  const subject =
    kind === 'staff-reply'
      ? `${deps.siteConfig.brandName}: a reply about your purchase #${purchase.id}`
      : `${deps.siteConfig.brandName}: we received your message about purchase #${purchase.id}`
  await deps.mailer.send({
    to: email,
    subject,
    text: [
      kind === 'staff-reply' ? 'Our support team wrote:' : 'You wrote:',
      '',
      body,
      '',
      `Your ticket #${ticket.id}: ${ticketLinkOf(deps.publicUrl, ticket)}`,
      `The purchase: ${deps.publicUrl}/purchase/catalog/${purchase.id}`,
    ].join('\n'),
  })
}
