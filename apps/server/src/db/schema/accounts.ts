import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const address = pgTable(
  'address',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    countryCode: text().notNull(),
    fullName: text().notNull(),
    line1: text().notNull(),
    line2: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** Addresses fixed by an order or a dealer's billing setup cannot be edited. */
    readonly: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
)

/** Failed sign-ins, counted per account and per client address to slow down password guessing. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.at), index().on(t.ip, t.at)],
)

/**
 * Account mails (reset, verification, sign-up notices) as they were asked for, sent or held back by the limits
 * per account and per client address (decision 0067); rows older than an hour no longer count.
 */
export const accountMail = pgTable(
  'account_mail',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** reset, verification, existing_account */
    kind: text().notNull(),
    email: text().notNull(),
    ip: text().notNull(),
    sent: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.at), index().on(t.ip, t.at)],
)
