import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEALER_CARD_RECEIPTS_ACCOUNT, DEALER_SALES_ACCOUNT } from '@shop/domain/dealers'
import { freshDealer, type FreshDealer } from '../../../test/fixtures/dealer-objects'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { dealerBalanceAccount, postDealerMovement, shopAccount } from '../dealers'
import { issueAllStatements } from '../dealers'

// The admin dashboard's overdue statements (issue 25 item 8, decision 0107): issued, due before today, owed at
// their closing and not paid off by the credits since; per dealer and currency, computed in SQL.

let app: TestApp
let admin: string
let now = new Date('2026-11-20T12:00:00.000Z')
const dealers: Record<string, FreshDealer> = {}

async function post(dealer: FreshDealer, key: string, at: string, amount: bigint) {
  await app.db.transaction((tx) =>
    postDealerMovement(tx, {
      dealerId: dealer.id,
      kind: amount < 0n ? 'dealer-purchase' : 'dealer-payment',
      memo: key,
      idempotencyKey: `overdue-test:${dealer.slug}:${key}`,
      createdByUserId: null,
      at: new Date(at),
      account: dealerBalanceAccount(dealer.id, 'USD'),
      amount,
      counterAccount: shopAccount(amount < 0n ? DEALER_SALES_ACCOUNT : DEALER_CARD_RECEIPTS_ACCOUNT, 'USD'),
    }),
  )
}

async function overdueOf(slug: string) {
  const board = await (await app.request('GET', '/api/admin/dealer-dashboard', { cookie: admin })).json()
  return board.overdue.filter((line: { slug: string }) => line.slug === slug)
}

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
  admin = await app.login('admin@example.com')
  for (const slug of ['overdue-late', 'overdue-paid', 'overdue-part'])
    dealers[slug] = await freshDealer(app, slug, slug, { creditLimits: { USD: 1_000_00n } })
  const late = dealers['overdue-late']!
  // Owes 200.00 at September's close (due 2026-10-16), pays 50.00 in October, buys 100.00 more in October.
  await post(late, 'sep-buy', '2026-09-10T10:00:00Z', -200_00n)
  await post(late, 'oct-pay', '2026-10-20T10:00:00Z', 50_00n)
  await post(late, 'oct-buy', '2026-10-25T10:00:00Z', -100_00n)
  // Owes 80.00 at September's close and pays it all in October: nothing overdue.
  await post(dealers['overdue-paid']!, 'sep-buy', '2026-09-10T10:00:00Z', -80_00n)
  await post(dealers['overdue-paid']!, 'oct-pay', '2026-10-02T10:00:00Z', 80_00n)
  // Owes 60.00 at September's close, pays 20.00 in November (after its October statement closed).
  await post(dealers['overdue-part']!, 'sep-buy', '2026-09-10T10:00:00Z', -60_00n)
  await post(dealers['overdue-part']!, 'nov-pay', '2026-11-03T10:00:00Z', 20_00n)
  await issueAllStatements(app.deps)
}, 120_000)
afterAll(async () => {
  await app?.close()
})

describe('GET /api/admin/dealer-dashboard: overdue statements', () => {
  it('lists the statements due before today and not paid off, with what is still owed and for how long', async () => {
    // 2026-11-20: September (due 10-16) and October (due 11-16) are both past due.
    expect(await overdueOf('overdue-late')).toEqual([
      expect.objectContaining({
        currency: 'USD',
        amount_minor: 250_00,
        oldest_number: 'ST-2026-09-USD',
        oldest_due_date: '2026-10-16',
        days_overdue: 35,
        statements: 2,
      }),
    ])
    expect(await overdueOf('overdue-paid')).toEqual([])
    expect(await overdueOf('overdue-part')).toEqual([
      expect.objectContaining({ amount_minor: 40_00, oldest_due_date: '2026-10-16', statements: 2 }),
    ])
  })

  it('does not count a statement whose due date is today or later', async () => {
    now = new Date('2026-11-16T08:00:00.000Z')
    try {
      // October is due today: only September is overdue, less the 50.00 paid after it closed.
      expect(await overdueOf('overdue-late')).toEqual([
        expect.objectContaining({ amount_minor: 150_00, days_overdue: 31, statements: 1 }),
      ])
      now = new Date('2026-10-16T08:00:00.000Z')
      expect(await overdueOf('overdue-late')).toEqual([])
    } finally {
      now = new Date('2026-11-20T12:00:00.000Z')
    }
  })

  it('is Admin’s only', async () => {
    const staff = await app.login('staff@example.com')
    expect((await app.request('GET', '/api/admin/dealer-dashboard', { cookie: staff })).status).toBe(403)
  })
})
