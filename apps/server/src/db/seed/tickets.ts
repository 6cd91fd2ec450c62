import { eq } from 'drizzle-orm'
import type { TicketPriority, TicketSource, TicketStatus, TicketType } from '@shop/domain/tickets'
import type { Db } from '../client'
import { ticket } from '../schema/tickets'
import { appendTicketMessage, openTicket, type Tx } from '../../features/tickets/ticket-store'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from './demo-accounts'

// The demo support desk (issue 26 items 1 and 2): tickets across types and statuses with real threads, the demo
// customer's among them (open, solved, waiting on them: what "My tickets" shows), dated back from the
// day the seed runs so the inbox's clocks show a mix — one just in, one overdue, answered ones, a duplicate to merge.
// Idempotent: a second run finds the first ticket and adds nothing.

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!
const CUSTOMER = account('customer@example.com')
const DEALER = account('dealer@example.com')
const STAFF = account('staff@example.com')
const ADMIN = account('admin@example.com')
const REDLINE = DEMO_ORGANIZATIONS.find((org) => org.slug === 'redline-performance')!

type Step = {
  /** Time after the ticket opened. */
  after: number
  by: 'customer' | 'staff' | 'admin' | 'system'
  body: string
  internal?: boolean
  status?: TicketStatus
}

type SeedTicket = {
  type: TicketType
  source: TicketSource
  title: string
  description: string
  customer: { name: string; email: string; userId: string | null }
  /** How long before the seed's day it was opened. */
  ago: number
  priority?: TicketPriority
  dealerOrgId?: string
  assignee?: string
  steps?: Step[]
}

export const SEED_TICKETS: SeedTicket[] = [
  {
    type: 'TOOL',
    source: 'widget',
    title: 'KESS cable shows no lights on the OBD port',
    description:
      'My KESS V2 cable shows no LEDs when I plug it into the OBD port of my 2017 Golf R. The laptop sees the USB device and the software opens. Is it the OBD fuse or the cable itself?',
    customer: { name: 'Lena Whitfield', email: 'lena.whitfield@example.net', userId: null },
    ago: 5 * MIN,
  },
  {
    type: 'TOOL',
    source: 'form',
    title: 'KESS cable no lights (sent twice, sorry)',
    description:
      'Sending this again in case the first one did not go through: the KESS cable lights stay off on my Golf R. Photos of the connector are on the way.',
    customer: { name: 'Lena Whitfield', email: 'lena.whitfield@example.net', userId: null },
    ago: 2 * MIN,
  },
  {
    type: 'TUNE',
    source: 'form',
    title: 'Datalog shows boost overshoot on Stage 1 Audi S4 B9',
    description:
      'After flashing Stage 1 on my 2019 S4 (3.0T, 93 octane) the datalog shows boost spiking to 24 psi in 3rd gear before settling at 20. No codes, but it feels like a surge. Is this expected on the first drives?',
    customer: { name: 'Marco Rinaldi', email: 'marco.rinaldi@example.org', userId: null },
    ago: 9 * DAY,
    priority: 'high',
  },
  {
    type: 'TUNE',
    source: 'tune-request',
    title: 'Idle surge after Stage 2 flash on 2019 F-150 3.5 EcoBoost',
    description:
      'Since the Stage 2 file went on, the idle hunts between 600 and 900 rpm for the first minute after a cold start. Warm idle is fine. Intake and downpipe are the ones listed on the request.',
    customer: { name: CUSTOMER.name, email: CUSTOMER.email, userId: CUSTOMER.id },
    ago: 2 * DAY,
    assignee: STAFF.id,
    steps: [
      {
        after: 3 * HOUR,
        by: 'staff',
        body: 'Thanks Casey. A cold-start idle hunt on the 3.5 usually comes from the idle airflow table meeting a larger intake. Could you send a cold-start datalog (first 3 minutes, idle only) from the tuning page?',
      },
      {
        after: 3 * HOUR + 5 * MIN,
        by: 'staff',
        internal: true,
        body: 'Checked the request: aftermarket intake without the MAF housing we calibrated for. Likely needs the revised MAF transfer from rev 4 of the file.',
      },
      {
        after: 26 * HOUR,
        by: 'customer',
        body: 'Uploaded the cold-start log this morning. It surged twice in the first 40 seconds.',
      },
    ],
  },
  {
    type: 'GENERAL',
    source: 'contact-us',
    title: 'Do you ship KESS cables to Canada?',
    description:
      'I am in Calgary and want to order a KESS cable with the Golf R tune. Do you ship to Canada, and are duties included at checkout?',
    customer: { name: CUSTOMER.name, email: CUSTOMER.email, userId: CUSTOMER.id },
    ago: 12 * DAY,
    steps: [
      {
        after: 90 * MIN,
        by: 'staff',
        status: 'solved',
        body: 'Yes, we ship to Canada by UPS Standard (4 to 6 business days). Prices show in CAD and duties are included at checkout, so nothing is due on delivery.',
      },
    ],
  },
  {
    type: 'TOOL',
    source: 'dealer',
    title: 'FlashZilla v3 bench harnesses for three shop bays',
    description:
      'We are setting up three bays for bench flashing and need a FlashZilla v3 bench harness for each. Can these be billed to our dealer balance and shipped together?',
    customer: { name: DEALER.name, email: DEALER.email, userId: DEALER.id },
    ago: 3 * DAY,
    dealerOrgId: REDLINE.id,
    assignee: ADMIN.id,
    steps: [
      {
        after: 2 * HOUR,
        by: 'admin',
        status: 'waiting-on-customer',
        body: 'Happy to. Three harnesses come to 3 × 189.00 USD on your dealer balance, shipped together. Please confirm the shipping address is still the Long Beach shop.',
      },
    ],
  },
  {
    type: 'GENERAL',
    source: 'widget',
    title: 'Invoice needs our company VAT number',
    description:
      'Our accounting team needs the VAT number of Rinaldi Motorsport GmbH (DE 294 118 552) on the invoice for order 10412. Can you reissue it?',
    customer: { name: 'Priya Raman', email: 'priya.raman@example.com', userId: null },
    ago: 26 * HOUR,
    priority: 'low',
    steps: [
      {
        after: 4 * HOUR,
        by: 'staff',
        body: 'We can: invoices show the VAT number from the billing address. I have asked accounting to reissue order 10412 with it and will send the new PDF here.',
      },
    ],
  },
  {
    type: 'TUNE',
    source: 'form',
    title: 'TCU tune for DQ381: harsh 1–2 shift',
    description:
      'The DQ381 TCU tune on my 2021 Golf GTI gives a harsh 1–2 shift at part throttle when cold. Once warm it is smooth. Is there a revised file?',
    customer: { name: 'Owen Brandt', email: 'owen.brandt@example.net', userId: null },
    ago: 30 * DAY,
    steps: [
      {
        after: 2 * HOUR,
        by: 'staff',
        body: 'Rev 3 of the DQ381 file softens the cold 1–2 shift (clutch fill below 40 °C oil temperature). It is on your request now: flash it and let us know.',
      },
      { after: 2 * DAY, by: 'customer', body: 'Flashed rev 3 this morning, cold shifts are smooth now. Thank you!' },
      { after: 2 * DAY + HOUR, by: 'staff', status: 'solved', body: 'Great to hear. Enjoy the car!' },
      { after: 9 * DAY, by: 'system', status: 'closed', internal: true, body: 'Closed a week after it was solved.' },
    ],
  },
  {
    // The demo customer's ticket that waits on them: "My tickets" shows the answer and the status to act on.
    type: 'TOOL',
    source: 'widget',
    title: 'FZ3 cable for a 2021 F-150 with the 3.5 EcoBoost',
    description:
      'Do I need the OBD extension cable to flash the PCM of a 2021 F-150 3.5 EcoBoost, or does the standard FZ3 cable reach? The port is under the dash on the left.',
    customer: { name: CUSTOMER.name, email: CUSTOMER.email, userId: CUSTOMER.id },
    ago: 2 * DAY,
    steps: [
      {
        after: 4 * HOUR,
        by: 'staff',
        status: 'waiting-on-customer',
        body: 'The standard cable reaches on the F-150. One question before you flash: is the truck on the 10R80 transmission tune from the factory or already tuned elsewhere? Send the VIN and we check its calibration.',
      },
    ],
  },
]

const AUTHORS = {
  staff: { kind: 'staff' as const, id: STAFF.id, name: STAFF.name },
  admin: { kind: 'staff' as const, id: ADMIN.id, name: ADMIN.name },
  system: { kind: 'system' as const, id: null, name: 'TuneShop' },
}

/** Seeds the demo tickets once (nothing when the first one is there already). */
export async function seedTickets(tx: Db | Tx, today: Date): Promise<void> {
  const [already] = await tx.select({ id: ticket.id }).from(ticket).where(eq(ticket.title, SEED_TICKETS[0]!.title))
  if (already) return
  for (const seed of SEED_TICKETS) {
    const openedAt = new Date(today.getTime() - seed.ago)
    const { ticket: opened } = await openTicket(tx, {
      type: seed.type,
      source: seed.source,
      title: seed.title,
      description: seed.description,
      customerName: seed.customer.name,
      email: seed.customer.email,
      userId: seed.customer.userId,
      priority: seed.priority,
      dealerOrgId: seed.dealerOrgId ?? null,
      at: openedAt,
    })
    if (seed.assignee) {
      // Assigned a minute after it came in, by the other one of the two, as the inbox's change note says it.
      const to = seed.assignee === STAFF.id ? STAFF : ADMIN
      const by = seed.assignee === STAFF.id ? ADMIN : STAFF
      await appendTicketMessage(tx, {
        ticketId: opened.id,
        authorKind: 'system',
        authorUserId: by.id,
        authorName: by.name,
        body: `${by.name} assigned the ticket to ${to.name}.`,
        internal: true,
        changes: { assigneeUserId: to.id },
        at: new Date(openedAt.getTime() + MIN),
      })
    }
    for (const step of seed.steps ?? []) {
      const author =
        step.by === 'customer'
          ? { kind: 'customer' as const, id: seed.customer.userId, name: seed.customer.name }
          : AUTHORS[step.by]
      await appendTicketMessage(tx, {
        ticketId: opened.id,
        authorKind: author.kind,
        authorUserId: author.id,
        authorName: author.name,
        body: step.body,
        internal: step.internal,
        status: step.status,
        at: new Date(openedAt.getTime() + step.after),
      })
    }
  }
}
