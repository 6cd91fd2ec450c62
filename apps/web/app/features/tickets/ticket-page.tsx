import { paths } from '@shop/domain/paths'
import { TICKET_TYPE_LABELS, type CustomerTicket } from '@shop/domain/tickets'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { PageHeader } from '../../components/ui/page-header'
import { TicketReply, TicketStatusBadge, TicketThread } from './ticket-view'
import classes from './tickets.module.css'

/** A ticket's page: its title and status, the thread, and the reply box (none when closed, saying why). */
export function TicketPage({
  ticket: initial,
  replyUrl,
  owner,
}: {
  ticket: CustomerTicket
  replyUrl: string
  /** Reached by its id (the owner's "My tickets"), rather than by its link. */
  owner: boolean
}) {
  const [ticket, setTicket] = useState(initial)
  return (
    <div className={classes.column}>
      <PageHeader
        breadcrumbs={owner ? <Link to={paths.myTickets()}>← My tickets</Link> : undefined}
        title={ticket.title}
        meta={
          <>
            Ticket #{ticket.id} · {TICKET_TYPE_LABELS[ticket.type]} · opened {formatInstant(ticket.created_at)}
          </>
        }
        actions={<TicketStatusBadge status={ticket.status} />}
      />
      <TicketThread ticket={ticket} />
      <section className={classes.card} aria-labelledby="reply-title">
        <h2 id="reply-title" className={classes.confirmationTitle} style={{ marginTop: 0 }}>
          {ticket.can_reply ? 'Reply' : 'This ticket is closed'}
        </h2>
        <TicketReply ticket={ticket} replyUrl={replyUrl} onReplied={setTicket} />
      </section>
    </div>
  )
}
