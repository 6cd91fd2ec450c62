import { appendTicketMessage, openTicket, type Tx } from '../../features/tickets/ticket-store'
import { DEMO_ACCOUNTS } from './demo-accounts'

// The demo customer's tickets (issue 26 item 1): one support answered and solved, one waiting on the customer,
// so that "My tickets" and a ticket's thread show what a customer sees. Seeded once, with the rest of the demo.

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

export async function seedCustomerTickets(tx: Tx, seededAt: Date) {
  const customer = DEMO_ACCOUNTS.find((account) => account.email === 'customer@example.com')!
  const staff = DEMO_ACCOUNTS.find((account) => account.email === 'staff@example.com')!
  const at = (days: number, hours = 0) => new Date(seededAt.getTime() - days * DAY + hours * HOUR)

  const solved = await openTicket(tx, {
    type: 'TUNE',
    source: 'form',
    title: 'Idle hunts after Stage 1 on my 2019 Golf GTI',
    description:
      'Since flashing Stage 1 (93 octane) the idle drifts between 650 and 900 rpm for the first minute after a cold start. ' +
      'No check-engine light. ECU is a Bosch MG1CS111, flashed with my FZ3 last Saturday.',
    customerName: customer.name,
    email: customer.email,
    userId: customer.id,
    at: at(12),
  })
  await appendTicketMessage(tx, {
    ticketId: solved.ticket.id,
    authorKind: 'staff',
    authorUserId: staff.id,
    authorName: staff.name,
    body:
      'Thanks for the details. A hunting idle on a cold MG1 for the first minute is the ECU relearning its idle ' +
      'air trims after a flash. Please do a throttle-body adaptation (ignition on, engine off, 60 seconds, then start ' +
      'and idle 3 minutes with no load). If it persists after two cold starts, send us a datalog of a cold start.',
    status: 'waiting-on-customer',
    at: at(12, 3),
  })
  await appendTicketMessage(tx, {
    ticketId: solved.ticket.id,
    authorKind: 'customer',
    authorUserId: customer.id,
    authorName: customer.name,
    body: 'The adaptation did it: two cold starts this morning and the idle sits at 700 rpm. Thank you!',
    at: at(11),
  })
  await appendTicketMessage(tx, {
    ticketId: solved.ticket.id,
    authorKind: 'staff',
    authorUserId: staff.id,
    authorName: staff.name,
    body: 'Great to hear. I am marking this solved; reply here any time if it comes back.',
    status: 'solved',
    at: at(11, 2),
  })

  const waiting = await openTicket(tx, {
    type: 'TOOL',
    source: 'widget',
    title: 'FZ3 cable for a 2021 F-150 with the 3.5 EcoBoost',
    description:
      'Do I need the OBD extension cable to flash the PCM of a 2021 F-150 3.5 EcoBoost, or does the standard FZ3 ' +
      'cable reach? The port is under the dash on the left.',
    customerName: customer.name,
    email: customer.email,
    userId: customer.id,
    at: at(2),
  })
  await appendTicketMessage(tx, {
    ticketId: waiting.ticket.id,
    authorKind: 'staff',
    authorUserId: staff.id,
    authorName: staff.name,
    body:
      'The standard cable reaches on the F-150. One question before you flash: is the truck on the 10R80 ' +
      'transmission tune from the factory or already tuned elsewhere? Send the VIN and we check its calibration.',
    status: 'waiting-on-customer',
    at: at(1, 20),
  })
}
