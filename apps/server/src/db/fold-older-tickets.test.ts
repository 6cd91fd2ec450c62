import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { user } from './schema/auth'
import { catalogPurchase } from './schema/catalog-purchases'
import { ticket, ticketMessage } from './schema/tickets'
import { migrationsFolder } from './migrate'

// The data copy of decision 0114: on a migrated database, the two older tables are made again as they were
// (migrations 0008 and 0009), filled by hand as the old code filled them, and the copy runs; every row must be a
// ticket or a ticket message afterwards.

/** The hand-written data copy (decision 0114) as it runs: the migration itself. */
const FOLD_MIGRATION = '0031_fold_older_tickets.sql'

const OLD_TABLES = [
  `CREATE TABLE "tuning_ticket" ("id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY, "user_id" text REFERENCES "user"("id") ON DELETE set null, "tune_request_id" integer, "title" text NOT NULL, "description" text NOT NULL, "customer_name" text NOT NULL, "email" text NOT NULL, "guest" boolean DEFAULT false NOT NULL, "created_at" timestamp with time zone DEFAULT now() NOT NULL)`,
  `CREATE TABLE "catalog_purchase_message" ("id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY, "purchase_id" integer NOT NULL REFERENCES "catalog_purchase"("id") ON DELETE cascade, "author_user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade, "from_staff" text DEFAULT 'no' NOT NULL, "body" text NOT NULL, "created_at" timestamp with time zone DEFAULT now() NOT NULL)`,
]

const statementsOf = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((part) => part.trim())
    .filter(Boolean)

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
}, 120_000)
afterAll(async () => {
  await app?.close()
})

async function person(id: string, name: string, email: string) {
  await app.db.insert(user).values({ id, name, email, emailVerified: true })
}

async function purchase(userId: string, vehicleName: string, lines: unknown[]) {
  const [row] = await app.db
    .insert(catalogPurchase)
    .values({
      userId,
      status: 'ticket',
      vehiclePath: '/catalog/ford/2019/f-150/3-5-ecoboost',
      vehicleName,
      selection: 'tune=1',
      role: 'customer',
      currency: 'USD',
      lines: lines as never,
      tunesTotalMinor: 49_900n,
      toolCostMinor: 0n,
      installFeeMinor: 0n,
      totalMinor: 49_900n,
    })
    .returning()
  return row!.id
}

describe('migration 0031, the fold of the older tickets', () => {
  it('copies every tuning ticket and every purchase conversation into tickets and their threads', async () => {
    for (const statement of OLD_TABLES) await app.db.execute(sql.raw(statement))
    await person('u-buyer', 'Jordan Lee', 'jordan@example.net')
    await person('u-staff', 'Dana Cole', 'dana@tuneshop.example')
    await person('u-quiet', '', 'quiet@example.net')
    const tunePurchase = await purchase('u-buyer', '2019 Ford F-150 3.5 EcoBoost', [{ type: 'tune', name: 'Stage 1' }])
    const toolPurchase = await purchase('u-quiet', 'KESS3 Master', [{ type: 'tool', name: 'KESS3', mode: 'buy' }])
    await app.db.execute(sql`
      INSERT INTO "tuning_ticket" ("user_id", "title", "description", "customer_name", "email", "guest", "created_at") VALUES
        ('u-buyer', 'Idle surge after flash', 'Surges at idle since the stage 1 flash.', 'Jordan Lee', 'jordan@example.net', false, '2026-03-01T10:00:00Z'),
        (NULL, 'DPF question', 'Is a DPF delete legal in Oregon?', 'Sam Ortiz', 'sam@example.net', true, '2026-03-02T10:00:00Z')`)
    await app.db.execute(sql`
      INSERT INTO "catalog_purchase_message" ("purchase_id", "author_user_id", "from_staff", "body", "created_at") VALUES
        (${tunePurchase}, 'u-buyer', 'no', 'Does this suit the 10R80 gearbox?', '2026-03-03T09:00:00Z'),
        (${tunePurchase}, 'u-staff', 'yes', 'Yes, the stage 1 covers it.', '2026-03-03T11:00:00Z'),
        (${tunePurchase}, 'u-buyer', 'no', 'Great, paying now.', '2026-03-03T12:00:00Z'),
        (${toolPurchase}, 'u-quiet', 'no', 'When does the KESS3 ship?', '2026-03-04T09:00:00Z')`)

    for (const statement of statementsOf(readFileSync(join(migrationsFolder(), FOLD_MIGRATION), 'utf8')))
      await app.db.execute(sql.raw(statement))

    const tickets = await app.db.select().from(ticket).orderBy(asc(ticket.id))
    expect(tickets).toHaveLength(4)
    expect(tickets.map((row) => [row.source, row.type, row.status, row.title, row.customerName, row.guest])).toEqual([
      ['tune-request', 'TUNE', 'new', 'Idle surge after flash', 'Jordan Lee', false],
      ['tune-request', 'TUNE', 'new', 'DPF question', 'Sam Ortiz', true],
      ['purchase', 'TUNE', 'open', `Purchase #${tunePurchase}: 2019 Ford F-150 3.5 EcoBoost`, 'Jordan Lee', false],
      ['purchase', 'TOOL', 'new', `Purchase #${toolPurchase}: KESS3 Master`, 'quiet@example.net', false],
    ])
    const [, , bought, quiet] = tickets
    expect(bought).toMatchObject({
      catalogPurchaseId: tunePurchase,
      userId: 'u-buyer',
      email: 'jordan@example.net',
      description: 'Does this suit the 10R80 gearbox?',
      createdAt: new Date('2026-03-03T09:00:00Z'),
      firstRespondedAt: new Date('2026-03-03T11:00:00Z'),
      lastMessageAt: new Date('2026-03-03T12:00:00Z'),
    })
    expect(quiet).toMatchObject({ firstRespondedAt: null, catalogPurchaseId: toolPurchase })

    const threadOf = (id: number) =>
      app.db
        .select()
        .from(ticketMessage)
        .where(eq(ticketMessage.ticketId, id))
        .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))
    expect((await threadOf(tickets[0]!.id)).map((m) => [m.authorKind, m.authorName, m.body])).toEqual([
      ['customer', 'Jordan Lee', 'Surges at idle since the stage 1 flash.'],
    ])
    expect((await threadOf(tickets[1]!.id)).map((m) => [m.authorKind, m.authorUserId, m.body])).toEqual([
      ['customer', null, 'Is a DPF delete legal in Oregon?'],
    ])
    expect((await threadOf(bought!.id)).map((m) => [m.authorKind, m.authorName, m.body])).toEqual([
      ['customer', 'Jordan Lee', 'Does this suit the 10R80 gearbox?'],
      ['staff', 'Dana Cole', 'Yes, the stage 1 covers it.'],
      ['customer', 'Jordan Lee', 'Great, paying now.'],
    ])
    expect(await threadOf(quiet!.id)).toHaveLength(1)
    // Nothing was lost: as many messages as old rows (two tuning tickets and four purchase messages).
    expect(await app.db.$count(ticketMessage)).toBe(6)
  })
})
