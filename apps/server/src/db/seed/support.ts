import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../client'
import { appendTicketMessage, openTicket } from '../../features/tickets/ticket-store'
import { contactUsMessage, feedbackRequest } from '../schema/support'
import { DEMO_ACCOUNTS } from './demo-accounts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const HOUR = 3_600_000

/** A token nobody knows: the seeded requests are answered already, so their links only ever say so. */
const unknownTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex')

/**
 * Issue 26 item 3's demo data (decision 0114), through the ticket store as every way in: two messages from the contact
 * page (one a guest's, one the demo customer's, answered and solved), a /tuning-ticket question, and the customers'
 * answers to the feedback links those solves sent, so the back office's feedback page has real figures.
 */
export async function seedSupport(tx: Tx, at: Date) {
  const customer = DEMO_ACCOUNTS.find((demo) => demo.email === 'customer@example.com')!
  const staff = DEMO_ACCOUNTS.find((demo) => demo.email === 'staff@example.com')!
  const t = (hoursBefore: number) => new Date(at.getTime() - hoursBefore * HOUR)

  const { ticket: shipping } = await openTicket(tx, {
    type: 'GENERAL',
    source: 'contact-us',
    title: 'Shipping a KESS3 Master to Alberta',
    description:
      'Hi, I run a two-bay diesel shop in Red Deer, AB. Do you ship the KESS3 Master to Canada, and are duties included in the price at checkout? I would need it before the 20th.',
    customerName: 'Curtis Halvorsen',
    email: 'curtis@halvorsen-diesel.example',
    userId: null,
    at: t(52),
  })
  await tx.insert(contactUsMessage).values({
    ticketId: shipping.id,
    ip: '192.0.2.44',
    email: 'curtis@halvorsen-diesel.example',
    createdAt: t(52),
  })
  await appendTicketMessage(tx, {
    ticketId: shipping.id,
    authorKind: 'staff',
    authorUserId: staff.id,
    authorName: staff.name,
    body: 'Hi Curtis — yes, we ship to Alberta with UPS Express (2 business days from Reno). Duties and GST are collected at checkout, so nothing is due on delivery. Order by Thursday noon Pacific and it arrives well before the 20th.',
    status: 'solved',
    at: t(49),
  })

  const { ticket: dpf } = await openTicket(tx, {
    type: 'GENERAL',
    source: 'contact-us',
    title: 'Stage 1 and my extended warranty',
    description:
      'Before I buy the stage 1 for my 2021 F-150 3.5 EcoBoost: can the dealer see the flash, and can I go back to stock before a service visit?',
    customerName: customer.name,
    email: customer.email,
    userId: customer.id,
    at: t(30),
  })
  await tx
    .insert(contactUsMessage)
    .values({ ticketId: dpf.id, ip: '192.0.2.17', email: customer.email, createdAt: t(30) })
  await appendTicketMessage(tx, {
    ticketId: dpf.id,
    authorKind: 'staff',
    authorUserId: staff.id,
    authorName: staff.name,
    body: 'Your stock read is kept with your request, and you can flash it back yourself in about four minutes before a visit. A dealer can still read the flash counter, so we always recommend telling your service advisor.',
    status: 'solved',
    at: t(27),
  })

  await openTicket(tx, {
    type: 'TUNE',
    source: 'tune-request',
    title: 'Rough idle after the stage 2 flash',
    description:
      'Since flashing stage 2 on my Golf R (EA888 gen 3) the idle hunts between 700 and 950 rpm for the first minute on a cold start. Datalog attached to my request.',
    customerName: customer.name,
    email: customer.email,
    userId: customer.id,
    at: t(6),
  })

  await tx.insert(feedbackRequest).values([
    {
      ticketId: shipping.id,
      occasionAt: t(49),
      email: shipping.email,
      tokenHash: unknownTokenHash(),
      rating: 5,
      comment: 'Straight answer in three hours, and the tool came two days later. Duties were exactly as quoted.',
      submittedAt: t(47),
      createdAt: t(49),
    },
    {
      ticketId: dpf.id,
      occasionAt: t(27),
      email: dpf.email,
      tokenHash: unknownTokenHash(),
      rating: 4,
      comment: 'Clear and honest. Would have liked to know the flash counter detail on the product page.',
      submittedAt: t(20),
      createdAt: t(27),
    },
  ])
}
