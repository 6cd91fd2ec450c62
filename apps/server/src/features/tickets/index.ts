// The ticket system's public face for other server features (the staff inbox, the customer side, the sources that
// open tickets): every write goes through the store; the guest's link is made here.
export {
  appendTicketMessage,
  copyTicketThread,
  openTicket,
  type NewTicket,
  type NewTicketMessage,
  type TicketMessageRow,
  type TicketRow,
  type Tx,
} from './ticket-store'
export { ticketLinkOf, ticketPathOf, ticketTokenMatches, ticketTokenOf } from './ticket-link'
