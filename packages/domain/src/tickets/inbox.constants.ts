import { TICKET_STATUSES, type TicketStatus } from './ticket.constants'

/**
 * The staff inbox's queues (issue 26 item 2): the active tickets (new and open, the default), each status, or all.
 * An overdue filter and the assignee (me, unassigned, someone) narrow any of them.
 */
export const TICKET_INBOX_QUEUES = ['active', ...TICKET_STATUSES, 'all'] as const
export type TicketInboxQueue = (typeof TICKET_INBOX_QUEUES)[number]

export const TICKET_INBOX_QUEUE_LABELS: Record<TicketInboxQueue, string> = {
  active: 'Active',
  new: 'New',
  open: 'Open',
  'waiting-on-customer': 'Waiting on customer',
  solved: 'Solved',
  closed: 'Closed',
  all: 'All',
}

/** The inbox's orders: most urgent first (overdue, then priority, then the longest waiting), or by a date. */
export const TICKET_INBOX_SORTS = ['urgency', 'created_at', '-created_at', 'last_activity', '-last_activity'] as const
export type TicketInboxSort = (typeof TICKET_INBOX_SORTS)[number]

/** What staff may set with a reply: the ticket goes on, waits for the customer, or is solved. */
export const TICKET_REPLY_STATUSES = [
  'open',
  'waiting-on-customer',
  'solved',
] as const satisfies readonly TicketStatus[]
export type TicketReplyStatus = (typeof TICKET_REPLY_STATUSES)[number]

/** What staff may set on a ticket directly (new is what nobody answered yet: it is never set by hand). */
export const TICKET_SETTABLE_STATUSES = [
  'open',
  'waiting-on-customer',
  'solved',
  'closed',
] as const satisfies readonly TicketStatus[]

/** The inbox's own texts (answers and errors), one place for the server and the pages. */
export const TICKET_INBOX_TEXTS = {
  assigneeNotStaff: 'Assign the ticket to someone in support (staff or an admin).',
  nothingToChange: 'Send what to change: the assignee, priority, status or type.',
  closed: 'This ticket is closed and takes no more messages.',
  mergeIntoItself: 'A ticket cannot be merged into itself.',
  mergeSourceClosed: 'This ticket is closed (done, or merged already) and cannot be merged.',
  mergeTargetClosed: (number: number) =>
    `Ticket #${number} is closed (done, or merged into another) and takes no more messages: merge into an open ticket.`,
  mergeTargetMissing: (number: number) => `Ticket #${number} does not exist.`,
  notMultipart: 'Send the reply as JSON, or as multipart/form-data when it carries files.',
  tooLarge: 'The reply and its files are too large.',
  fileTooLarge: (name: string) => `${name} is larger than 10 MB.`,
  fileType: 'Files must be JPEG, PNG or WebP images, PDFs, or text (.txt, .csv).',
  fileCount: 'Send at most 5 files with one reply.',
} as const
