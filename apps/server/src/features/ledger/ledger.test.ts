import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { ensureAccounts, LedgerImbalanceError, postTransaction, type AccountKey } from './ledger.service'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app?.close()
})

const account = (ownerId: string, unit = 'USD'): AccountKey => ({ ownerKind: 'system', ownerId, kind: 'test', unit })

const totalsPerUnit = () =>
  app.db
    .select({ unit: ledgerEntry.unit, total: sql<string>`sum(${ledgerEntry.amount})::text` })
    .from(ledgerEntry)
    .groupBy(ledgerEntry.unit)

describe('postTransaction (the one double-entry ledger)', () => {
  it('posts balanced entries once per idempotency key', async () => {
    const input = {
      kind: 'test',
      memo: 'move 5',
      idempotencyKey: 'ledger-test:once',
      postings: [
        { account: account('a'), amount: -500n },
        { account: account('b'), amount: 500n },
      ],
    }
    const first = await app.db.transaction((tx) => postTransaction(tx, input))
    const second = await app.db.transaction((tx) => postTransaction(tx, input))
    expect(first.created).toBe(true)
    expect(second).toEqual({ transactionId: first.transactionId, created: false })
    const rows = await app.db
      .select()
      .from(ledgerEntry)
      .where(sql`${ledgerEntry.transactionId} = ${first.transactionId}`)
    expect(rows).toHaveLength(2)
  })

  it('refuses a posting that does not balance before writing anything', async () => {
    await expect(
      app.db.transaction((tx) =>
        postTransaction(tx, {
          kind: 'test',
          memo: 'bad',
          idempotencyKey: 'ledger-test:bad',
          postings: [
            { account: account('a'), amount: -5n },
            { account: account('b'), amount: 4n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerImbalanceError)
    const [row] = await app.db
      .select()
      .from(ledgerTransaction)
      .where(sql`${ledgerTransaction.idempotencyKey} = 'ledger-test:bad'`)
    expect(row).toBeUndefined()
  })

  it('the database refuses an unbalanced transaction at commit, and any update or delete of an entry', async () => {
    const [a, b] = await ensureAccounts(app.db, [account('a'), account('b')])
    await expect(
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransaction)
          .values({ kind: 'test', memo: 'raw', idempotencyKey: 'ledger-test:raw' })
          .returning()
        await tx.insert(ledgerEntry).values([
          { transactionId: row!.id, accountId: a!, unit: 'USD', amount: -7n },
          { transactionId: row!.id, accountId: b!, unit: 'USD', amount: 6n },
        ])
      }),
    ).rejects.toThrow()
    await expect(app.db.execute(sql`update ledger_entry set amount = amount * 2`)).rejects.toThrow()
    await expect(app.db.execute(sql`delete from ledger_entry`)).rejects.toThrow()
    await expect(app.db.execute(sql`update ledger_transaction set memo = 'changed'`)).rejects.toThrow()
  })

  it('an entry in a unit other than its account’s is refused by the database', async () => {
    const [a, b] = await ensureAccounts(app.db, [account('a'), account('b')])
    await expect(
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransaction)
          .values({ kind: 'test', memo: 'units', idempotencyKey: 'ledger-test:units' })
          .returning()
        await tx.insert(ledgerEntry).values([
          { transactionId: row!.id, accountId: a!, unit: 'CAD', amount: -7n },
          { transactionId: row!.id, accountId: b!, unit: 'CAD', amount: 7n },
        ])
      }),
    ).rejects.toThrow()
  })

  it('property: any sequence of valid postings keeps every unit at zero in the database', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.constantFrom('p', 'q', 'r'),
            to: fc.constantFrom('p', 'q', 'r', 's'),
            unit: fc.constantFrom('USD', 'EUR', 'credit-ecu'),
            amount: fc.bigInt({ min: 1n, max: 10n ** 15n }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (moves) => {
          await app.db.transaction(async (tx) => {
            for (const move of moves) {
              await postTransaction(tx, {
                kind: 'test',
                memo: 'property',
                idempotencyKey: `ledger-test:property:${n++}`,
                postings: [
                  { account: account(move.from, move.unit), amount: -move.amount },
                  { account: account(move.to, move.unit), amount: move.amount },
                ],
              })
            }
          })
          for (const { total } of await totalsPerUnit()) expect(total).toBe('0')
        },
      ),
      { numRuns: 15 },
    )
  })
})
