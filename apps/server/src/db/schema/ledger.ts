import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth'

// The one append-only double-entry ledger (ARCHITECTURE §4): tune credits today; dealer balances, tuner pools
// and affiliate earnings later. Balances are sums of entries, never a column updated in place. The trigger
// functions that enforce "append-only" and "every transaction sums to zero per unit" are in the custom
// migration `ledger_integrity` (decision 0041).

/** An account: who owns it (a user, an organization or the shop), what it holds (kind) and in which unit. */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** user | organization | system */
    ownerKind: text().notNull(),
    /** The user id, organization id, or 'shop' for the shop's own accounts. */
    ownerId: text().notNull(),
    /** e.g. tune-credits-ecu, tune-credits-ecu-issued, dealer-balance. */
    kind: text().notNull(),
    /** An ISO 4217 currency (amounts in minor units) or a credit unit (credit-ecu, …; whole credits). */
    unit: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_account_owner_kind_unit_idx').on(t.ownerKind, t.ownerId, t.kind, t.unit),
    // Entries name (account, unit) so the database can check per-unit sums without a join.
    unique('ledger_account_id_unit_key').on(t.id, t.unit),
    check('ledger_account_owner_kind_check', sql`${t.ownerKind} in ('user', 'organization', 'system')`),
    check('ledger_account_unit_check', sql`${t.unit} ~ '^([A-Z]{3}|credit-[a-z]+)$'`),
  ],
)

/** One balanced movement: its kind, a memo the owner sees in their history, and the key that makes it once. */
export const ledgerTransaction = pgTable(
  'ledger_transaction',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** e.g. credit-code-claim, tune-request-credits. */
    kind: text().notNull(),
    memo: text().notNull(),
    /** A retried or concurrent posting with the same key returns the first transaction (never posts twice). */
    idempotencyKey: text().notNull().unique(),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** What it is about, e.g. { tune_request_id } or { code }. */
    reference: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
)

/** A line of a transaction: a signed amount on one account. The sum per unit of a transaction is zero. */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransaction.id, { onDelete: 'restrict' }),
    accountId: uuid().notNull(),
    unit: text().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.accountId, t.unit], foreignColumns: [ledgerAccount.id, ledgerAccount.unit] }).onDelete(
      'restrict',
    ),
    index().on(t.accountId),
    index().on(t.transactionId),
    check('ledger_entry_amount_check', sql`${t.amount} <> 0`),
  ],
)
