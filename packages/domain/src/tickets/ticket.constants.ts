/**
 * The one ticket system (issue 26): every question a customer, a guest or a dealer asks support is a ticket with a
 * thread of messages — from /tickets/new, the contact widget, /contact-us, a tune request, a catalog purchase or a
 * rescue session.
 */

/** SPEC §2 Tickets: /tickets/new?type=TUNE|TOOL|GENERAL. */
export const TICKET_TYPES = ['TUNE', 'TOOL', 'GENERAL'] as const
export type TicketType = (typeof TICKET_TYPES)[number]

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  TUNE: 'Tune or tuning request',
  TOOL: 'Flash tool or hardware',
  GENERAL: 'General question',
}

/**
 * new: nobody in support has answered yet; open: support is on it; waiting-on-customer: support asked and waits;
 * solved: support answered it and the customer may still write (which opens it again); closed: done for good.
 */
export const TICKET_STATUSES = ['new', 'open', 'waiting-on-customer', 'solved', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  open: 'Open',
  'waiting-on-customer': 'Waiting on customer',
  solved: 'Solved',
  closed: 'Closed',
}

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
}

/** Where a ticket was opened; the subject columns (tune request, purchase, rescue session) say about what. */
export const TICKET_SOURCES = [
  'form',
  'widget',
  'contact-us',
  'tune-request',
  'purchase',
  'rescue-session',
  'dealer',
] as const
export type TicketSource = (typeof TICKET_SOURCES)[number]

export const TICKET_SOURCE_LABELS: Record<TicketSource, string> = {
  form: 'Ticket form',
  widget: 'Contact widget',
  'contact-us': 'Contact page',
  'tune-request': 'Tune request',
  purchase: 'Catalog purchase',
  'rescue-session': 'Rescue session',
  dealer: 'Dealer portal',
}

/** Who wrote a message: the customer (or guest), someone in support, or the shop itself (a status note). */
export const TICKET_AUTHOR_KINDS = ['customer', 'staff', 'system'] as const
export type TicketAuthorKind = (typeof TICKET_AUTHOR_KINDS)[number]

/** The statuses in which a ticket still needs support; the inbox's default queue. */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ['new', 'open']

/** Limits of what a ticket carries (title as SPEC's other one-line fields; a message as a long e-mail). */
export const TICKET_TITLE_MAX = 200
export const TICKET_BODY_MAX = 20_000
export const TICKET_CUSTOMER_NAME_MAX = 200
/** Files on one message, and the size and kinds of each (photos of a tool, a screenshot, a log, a PDF). */
export const TICKET_FILES_MAX = 5
export const TICKET_FILE_MAX_BYTES = 10 * 1024 * 1024
export const TICKET_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
] as const

/**
 * What one sender may open or write in an hour before a 429 (decision 0112): a stranger cannot flood support, a
 * busy shop behind one address still gets through. Counted over the tickets and guest replies kept, not attempts.
 */
export const TICKETS_PER_HOUR_PER_IP = 10
export const TICKETS_PER_HOUR_PER_EMAIL = 5
export const TICKET_GUEST_REPLIES_PER_HOUR_PER_IP = 30

/** The texts a customer reads about tickets (besides SPEC §8's TICKET_NOT_VALID). */
export const TICKET_TEXTS = {
  notMultipart: 'Send the ticket as multipart/form-data.',
  tooLarge: `The ticket is too large: attach at most ${TICKET_FILES_MAX} files of ${TICKET_FILE_MAX_BYTES / (1024 * 1024)} MB each.`,
  fileTooLarge: (name: string) => `${name} is larger than ${TICKET_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
  fileType: (name: string) =>
    `${name} is not a photo (JPEG, PNG, WebP), PDF or text file (.txt, .log, .csv), or its name does not match what it holds.`,
  tooManyFiles: `Attach at most ${TICKET_FILES_MAX} files.`,
  emailRequired: 'Enter the e-mail address we should answer.',
  titleRequired: 'Enter a title.',
  descriptionRequired: 'Describe what you need.',
  customerNameRequired: 'Enter your name.',
  closed: 'This ticket is closed and takes no more messages. Open a new ticket if you need more help.',
} as const
