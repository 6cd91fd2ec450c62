import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { ledgerTransaction } from './ledger'

// A dealer's transfer requests (SPEC §4, issue 25 item 2): credits or money it sends to a customer or another
// dealer, one or a group at once. The request is a row with its state (transferTransition); the value moves only
// when it is performed, as one ledger transaction (`performed_transaction_id`) — balances are never kept here.

const at = () => timestamp({ withTimezone: true })

/** Several transfers requested at once, under one memo. */
export const dealerTransferGroup = pgTable(
  'dealer_transfer_group',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    memo: text().notNull().default(''),
    /** The Idempotency-Key it was requested with: a retry answers this group instead of making another. */
    requestKey: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.dealerId, t.createdAt), unique().on(t.dealerId, t.requestKey)],
)

/** One transfer: from a dealer to a customer (`to_user_id`) or another dealer (`to_dealer_id`). */
export const dealerTransfer = pgTable(
  'dealer_transfer',
  {
    id: uuid().primaryKey().defaultRandom(),
    groupId: uuid().references(() => dealerTransferGroup.id, { onDelete: 'cascade' }),
    /** Its place in its group: the group lists its transfers in the order they were asked. */
    position: integer().notNull().default(0),
    dealerId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    toUserId: text().references(() => user.id, { onDelete: 'restrict' }),
    toDealerId: text().references(() => organization.id, { onDelete: 'restrict' }),
    /** money | ecu | tcu | awd */
    value: text().notNull(),
    /** The ledger unit: the currency, or credit-ecu, credit-tcu, credit-awd. */
    unit: text().notNull(),
    /** Minor units or whole credits; 0 until set (SPEC §4 "set new value if zero"). */
    amount: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** pending | reviewed | performed | cancelled | locked (TRANSFER_STATES). */
    state: text().notNull().default('pending'),
    memo: text().notNull().default(''),
    /** The Idempotency-Key a single transfer was requested with (none in a group: the group has it). */
    requestKey: text(),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    reviewedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: at(),
    valueSetAt: at(),
    performedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    performedAt: at(),
    performedTransactionId: uuid().references(() => ledgerTransaction.id, { onDelete: 'restrict' }),
    cancelledByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: at(),
    lockedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.dealerId, t.state, t.createdAt),
    index().on(t.groupId),
    unique().on(t.dealerId, t.requestKey),
    check('dealer_transfer_one_recipient', sql`(${t.toUserId} is null) <> (${t.toDealerId} is null)`),
    check('dealer_transfer_amount_check', sql`${t.amount} >= 0`),
    check(
      'dealer_transfer_state_check',
      sql`${t.state} in ('pending', 'reviewed', 'performed', 'cancelled', 'locked')`,
    ),
    check('dealer_transfer_value_check', sql`${t.value} in ('money', 'ecu', 'tcu', 'awd')`),
    check(
      'dealer_transfer_performed_check',
      sql`(${t.state} = 'performed') = (${t.performedTransactionId} is not null)`,
    ),
  ],
)
