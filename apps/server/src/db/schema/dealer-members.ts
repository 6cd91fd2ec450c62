import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'

// Issue 25 item 3, decision 0104: which of a user's dealers the shop prices for ("Make this my dealer" on
// /profile/dealer-memberships). A user-level choice, not the session's `activeOrganizationId`: it holds on every
// device and after the next login. No row: the dealer joined first.

export const dealerChoice = pgTable('dealer_choice', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  organizationId: text()
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  chosenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
