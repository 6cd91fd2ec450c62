import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { auditEvent } from '../../db/schema/audit'
import { ledgerTransaction } from '../../db/schema/ledger'
import { DEMO_DEALER_CREDIT_LIMITS } from '../../db/seed/catalog-purchases'
import { REDLINE_SEEDED_BALANCE } from '../../db/seed/dealer-money'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from '../../db/seed/demo-accounts'

let app: TestApp
let admin: string
let customer: string
const CUSTOMER_ID = DEMO_ACCOUNTS.find((account) => account.email === 'customer@example.com')!.id
const TUNER_ID = DEMO_ORGANIZATIONS.find((org) => org.kind === 'tuner')!.id
const DEALER_ID = DEMO_ORGANIZATIONS.find((org) => org.kind === 'dealer')!.id
const AFFILIATE_ID = DEMO_ORGANIZATIONS.find((org) => org.kind === 'affiliate')!.id

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  customer = await app.login('customer@example.com')
})
afterAll(async () => {
  await app?.close()
})

const transfer = (body: unknown, key: string, cookie = admin) =>
  app.request('POST', '/api/admin/value-transfers', { cookie, body, headers: { 'idempotency-key': key } })

const houseToCustomer = (ecu: number) => ({
  value: 'ecu',
  amount: ecu,
  from: { kind: 'house' },
  to: { kind: 'customer', id: CUSTOMER_ID },
  reason: 'Goodwill after a failed flash',
})

const creditBalances = async () =>
  (await (await app.request('GET', '/api/v1/tune-credits', { cookie: customer })).json()).balances

describe('POST /api/admin/value-transfers', () => {
  it('anonymous 401; customer and staff 403 (value transfers are Admin’s); nothing moves', async () => {
    const transfers = () => app.db.select().from(ledgerTransaction).where(eq(ledgerTransaction.kind, 'value-transfer'))
    const before = await transfers()
    expect((await app.request('POST', '/api/admin/value-transfers', { body: houseToCustomer(1) })).status).toBe(401)
    for (const email of ['customer@example.com', 'staff@example.com']) {
      const cookie = await app.login(email)
      expect((await transfer(houseToCustomer(1), `refused-${email}`, cookie)).status).toBe(403)
      for (const path of [
        '/api/admin/value-transfers',
        '/api/admin/value-transfers/00000000-0000-4000-8000-00000000abcd',
      ]) {
        expect((await app.request('GET', path, { cookie })).status).toBe(403)
      }
    }
    expect(await transfers()).toEqual(before)
  })

  it('moves 2 ECU credits from the house to the customer: their credits show them; audited with the reason', async () => {
    const before = await creditBalances()
    const response = await transfer(houseToCustomer(2), 'transfer-test:goodwill-1')
    expect(response.status).toBe(201)
    const made = await response.json()
    expect(made).toMatchObject({
      value: 'ecu',
      unit: 'credit-ecu',
      amount: 2,
      from: { kind: 'house', id: 'shop' },
      to: { kind: 'customer', id: CUSTOMER_ID, name: 'Casey Customer' },
      reason: 'Goodwill after a failed flash',
      created_by_name: 'Alex Admin',
    })
    expect(made.from.name).toBeNull()
    expect(await creditBalances()).toEqual({ ...before, ecu: before.ecu + 2 })
    const [audit] = await app.db.select().from(auditEvent).where(eq(auditEvent.subjectId, made.id))
    expect(audit).toMatchObject({
      action: 'value.transferred',
      subjectType: 'value-transfer',
      details: { reason: 'Goodwill after a failed flash', amount: 2, unit: 'credit-ecu' },
    })
    expect(audit!.actorUserId).toBe(DEMO_ACCOUNTS.find((account) => account.email === 'admin@example.com')!.id)

    const one = await app.request('GET', `/api/admin/value-transfers/${made.id}`, { cookie: admin })
    expect(await one.json()).toEqual(made)
    const list = await (await app.request('GET', '/api/admin/value-transfers', { cookie: admin })).json()
    expect(list.data[0]).toEqual(made)
    const ledger = await (await app.request('GET', `/api/admin/transactions/${made.id}`, { cookie: admin })).json()
    expect(ledger).toMatchObject({ kind: 'value-transfer', object: { type: 'value-transfer', id: made.id } })
    expect(ledger.postings.map((p: { amount: string }) => p.amount)).toEqual(['-2', '2'])
    // The customer's history names what moved, not the admin's reason.
    const history = (await (await app.request('GET', '/api/v1/tune-credits', { cookie: customer })).json()).history
    expect(history[0]).toMatchObject({ amount: 2, credit_kind: 'ecu', memo: 'Transfer of 2 ECU credits by the shop' })
  })

  it('a retry with the same key transfers once and answers the first transfer; the key with another body is a 409', async () => {
    const before = await creditBalances()
    const first = await transfer(houseToCustomer(1), 'transfer-test:retry-1')
    const again = await transfer(houseToCustomer(1), 'transfer-test:retry-1')
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe((await first.json()).id)
    expect((await creditBalances()).ecu).toBe(before.ecu + 1)
    const reused = await transfer(houseToCustomer(3), 'transfer-test:retry-1')
    expect(reused.status).toBe(409)
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' })
    expect((await creditBalances()).ecu).toBe(before.ecu + 1)
  })

  it('two concurrent transfers that together would overdraw an account: exactly one is made', async () => {
    const money = (amount: number, from: string, to: string) => ({
      value: 'money',
      currency: 'EUR',
      amount,
      from: { kind: from === 'house' ? 'house' : 'tuner', ...(from === 'house' ? {} : { id: from }) },
      to: { kind: to === TUNER_ID ? 'tuner' : 'affiliate', id: to },
      reason: 'Pool payout',
    })
    expect((await transfer(money(10_000, 'house', TUNER_ID), 'transfer-test:fund-tuner')).status).toBe(201)
    const answers = await Promise.all([
      transfer(money(7_000, TUNER_ID, AFFILIATE_ID), 'transfer-test:race-a'),
      transfer(money(7_000, TUNER_ID, AFFILIATE_ID), 'transfer-test:race-b'),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(await refused.json()).toMatchObject({
      code: 'insufficient_balance',
      message:
        'This transfer would take the sending account below zero: it holds 30.00 EUR. Please confirm the current account balance.',
    })
    const tuner = await (
      await app.request('GET', `/api/admin/transactions?owner_id=${TUNER_ID}&unit=EUR`, { cookie: admin })
    ).json()
    expect(tuner.meta.total).toBe(2)
  })

  it('a customer’s credits never go below zero: 409 insufficient_balance, nothing written', async () => {
    const count = async () => (await app.db.select().from(ledgerTransaction)).length
    const before = await count()
    const response = await transfer(
      {
        value: 'tcu',
        amount: 500,
        from: { kind: 'customer', id: CUSTOMER_ID },
        to: { kind: 'house' },
        reason: 'Reclaim',
      },
      'transfer-test:overdraw',
    )
    expect(response.status).toBe(409)
    expect((await response.json()).code).toBe('insufficient_balance')
    expect(await count()).toBe(before)
  })

  it('a dealer’s money goes down to minus its credit limit, no further: 409 dealer_hit_credit_limit (SPEC §8)', async () => {
    // What the demo dealer may still spend: its limit plus its seeded balance (it owes some hundreds).
    const limit = Number(DEMO_DEALER_CREDIT_LIMITS.USD! + REDLINE_SEEDED_BALANCE)
    const fromDealer = (amount: number) => ({
      value: 'money',
      currency: 'USD',
      amount,
      from: { kind: 'dealer', id: DEALER_ID },
      to: { kind: 'house' },
      reason: 'Settle the demo account',
    })
    const over = await transfer(fromDealer(limit + 1), 'transfer-test:dealer-over')
    expect(over.status).toBe(409)
    expect(await over.json()).toEqual({
      code: 'dealer_hit_credit_limit',
      message: 'This purchase exceeds a credit limit. Please confirm the current account balance.',
    })
    expect((await transfer(fromDealer(limit), 'transfer-test:dealer-at')).status).toBe(201)
    expect((await transfer(fromDealer(1), 'transfer-test:dealer-past')).status).toBe(409)
  })

  it.each([
    [{ ...houseToCustomer(2), reason: '' }, 'reason'],
    [{ ...houseToCustomer(0) }, 'amount'],
    [{ ...houseToCustomer(2), value: 'money' }, 'currency'],
    [{ ...houseToCustomer(2), to: { kind: 'customer' } }, 'to.id'],
    [{ ...houseToCustomer(2), to: { kind: 'house' } }, 'to'],
    [{ ...houseToCustomer(2), to: { kind: 'customer', id: 'nobody-here' } }, 'to.id'],
    [{ ...houseToCustomer(2), to: { kind: 'dealer', id: TUNER_ID } }, 'to.id'],
  ])('a bad transfer is a 422 naming the field: %j → %s', async (body, field) => {
    const response = await transfer(body, `transfer-test:bad-${field}-${JSON.stringify(body).length}`)
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain(field)
  })

  it('the Idempotency-Key header is required', async () => {
    const response = await app.request('POST', '/api/admin/value-transfers', {
      cookie: admin,
      body: houseToCustomer(1),
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain('idempotency-key')
  })
})

describe('GET /api/admin/value-transfer-parties (the form’s choices of from and to)', () => {
  const parties = (query: string, cookie = admin) =>
    app.request('GET', `/api/admin/value-transfer-parties?${query}`, { cookie })

  it('anonymous 401; customer and staff 403', async () => {
    expect((await app.request('GET', '/api/admin/value-transfer-parties')).status).toBe(401)
    for (const email of ['customer@example.com', 'staff@example.com'])
      expect((await parties('kind=customer', await app.login(email))).status).toBe(403)
  })

  it('finds customers by part of their e-mail or name, organizations of one kind by name or slug', async () => {
    const found = async (query: string) => {
      const response = await parties(query)
      expect(response.status).toBe(200)
      return (await response.json()).data
    }
    expect(await found('kind=customer&q=CUSTOMER@example')).toEqual([
      { kind: 'customer', id: CUSTOMER_ID, name: 'Casey Customer', detail: 'customer@example.com' },
    ])
    expect((await found('kind=customer&q=casey')).map((p: { id: string }) => p.id)).toEqual([CUSTOMER_ID])
    expect(await found('kind=dealer&q=redline')).toEqual([
      { kind: 'dealer', id: DEALER_ID, name: 'Redline Performance', detail: 'redline-performance' },
    ])
    expect((await found('kind=tuner&q=boost-lab')).map((p: { id: string }) => p.id)).toEqual([TUNER_ID])
    // A dealer is no tuner; `%` and `_` match themselves.
    expect(await found('kind=tuner&q=redline')).toEqual([])
    expect(await found('kind=customer&q=%25')).toEqual([])
    expect(await found('kind=affiliate')).toEqual([
      { kind: 'affiliate', id: AFFILIATE_ID, name: 'Track Day Media', detail: 'track-day-media' },
    ])
  })

  it.each([
    ['kind=house', 'kind'],
    [`kind=customer&q=${'x'.repeat(101)}`, 'q'],
  ])('a bad lookup (%s) is a 422 naming %s', async (query, field) => {
    const response = await parties(query)
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain(field)
  })
})
