import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { dealerTransfer } from '../../db/schema/dealer-transfers'
import { ledgerTransaction } from '../../db/schema/ledger'
import { DEMO_TRANSFER_IDS } from '../../db/seed/dealer-transfers'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
const cookies = new Map<string, string>()
let keys = 0

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  for (const email of [
    'dealer@example.com',
    'dealer-manager@example.com',
    'dealer-member@example.com',
    'apex@example.com',
    'customer@example.com',
    'staff@example.com',
  ])
    cookies.set(email, await app.login(email))
})
afterAll(async () => {
  await app?.close()
})

const BASE = '/api/v1/dealers/redline-performance'
const OWNER = 'dealer@example.com'

async function call(method: string, path: string, email = OWNER, body?: unknown, key?: string) {
  const headers: Record<string, string> = key ? { 'idempotency-key': key } : {}
  return app.request(method, path, { cookie: cookies.get(email), body, headers })
}

async function create(body: Record<string, unknown>, email = OWNER) {
  const response = await call('POST', `${BASE}/transfers`, email, { memo: '', ...body }, `transfer-${++keys}`)
  expect(response.status, await response.clone().text()).toBe(201)
  return response.json()
}

const toCustomer = { kind: 'customer', email: 'customer@example.com' }
const customerCredits = async () =>
  (await (await call('GET', '/api/v1/tune-credits', 'customer@example.com')).json()).balances as Record<string, number>
const act = (id: string, action: string, email = OWNER, body?: unknown) =>
  call('POST', `${BASE}/transfers/${id}/${action}`, email, body)

describe('dealer transfers: the SPEC §4 state machine over HTTP', () => {
  it('a transfer of zero is given an amount, reviewed, sent; each refused step is a named 409', async () => {
    const transfer = await create({ to: toCustomer, value: 'ecu', amount: 0 })
    expect(transfer).toMatchObject({
      state: 'pending',
      amount: 0,
      unit: 'credit-ecu',
      actions: ['set-value', 'cancel'],
    })
    expect(transfer.to).toMatchObject({ kind: 'customer', email: 'customer@example.com', name: 'Casey Customer' })

    const review = await act(transfer.id, 'review')
    expect([review.status, (await review.json()).code]).toEqual([409, 'transfer_needs_value'])
    const perform = await act(transfer.id, 'perform')
    expect([perform.status, (await perform.json()).code]).toEqual([409, 'transfer_needs_value'])

    const valued = await act(transfer.id, 'set-value', OWNER, { amount: 1 })
    expect(await valued.json()).toMatchObject({ amount: 1, state: 'pending', actions: ['review', 'perform', 'cancel'] })
    const again = await act(transfer.id, 'set-value', OWNER, { amount: 3 })
    expect([again.status, (await again.json()).code]).toEqual([409, 'transfer_value_set'])

    const reviewed = await (await act(transfer.id, 'review', 'dealer-manager@example.com')).json()
    expect(reviewed).toMatchObject({ state: 'reviewed', reviewed_by: { name: 'Morgan Manager' } })
    const sent = await (await act(transfer.id, 'perform')).json()
    expect(sent).toMatchObject({ state: 'performed', actions: [], reviewed_by: { name: 'Morgan Manager' } })
    expect(sent.transaction_id).toMatch(/^[0-9a-f-]{36}$/)

    const cancel = await act(transfer.id, 'cancel')
    expect(await cancel.json()).toMatchObject({
      code: 'transfer_performed',
      message: 'This transfer has already been sent.',
    })
    expect(cancel.status).toBe(409)
  })

  it('a cancelled transfer cannot be sent; one sent from pending counts as reviewed by its sender', async () => {
    const cancelled = await create({ to: toCustomer, value: 'tcu', amount: 1 })
    expect((await (await act(cancelled.id, 'cancel')).json()).state).toBe('cancelled')
    const perform = await act(cancelled.id, 'perform')
    expect([perform.status, (await perform.json()).code]).toEqual([409, 'transfer_cancelled'])

    const direct = await create({ to: toCustomer, value: 'tcu', amount: 1 })
    const sent = await (await act(direct.id, 'perform', 'dealer-manager@example.com')).json()
    expect(sent).toMatchObject({ state: 'performed', reviewed_by: { name: 'Morgan Manager' } })
    expect(sent.reviewed_at).toBe(sent.performed_at)
  })
})

describe('performing: one balanced ledger transaction, once', () => {
  it('performed twice with the same request, the credits move once and the customer sees them', async () => {
    const before = await customerCredits()
    const transfer = await create({ to: toCustomer, value: 'ecu', amount: 2, memo: 'Stage 2' })
    const first = await act(transfer.id, 'perform')
    const second = await act(transfer.id, 'perform')
    expect([first.status, second.status]).toEqual([200, 200])
    const [a, b] = [await first.json(), await second.json()]
    expect(b.transaction_id).toBe(a.transaction_id)
    expect((await customerCredits()).ecu).toBe(before.ecu! + 2)

    const statement = await (await call('GET', '/api/v1/tune-credits', 'customer@example.com')).json()
    expect(JSON.stringify(statement.history)).toContain('Transfer of 2 ECU credits from Redline Performance: Stage 2')
    const posted = await app.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.idempotencyKey, `dealer-transfer:${transfer.id}`))
    expect(posted).toHaveLength(1)
    expect(posted[0]!.kind).toBe('dealer-transfer')
  })

  it('two performs at once move the credits once', async () => {
    const before = await customerCredits()
    const transfer = await create({ to: toCustomer, value: 'ecu', amount: 1 })
    const answers = await Promise.all([
      act(transfer.id, 'perform'),
      act(transfer.id, 'perform', 'dealer-manager@example.com'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await customerCredits()).ecu).toBe(before.ecu! + 1)
  })

  it('refuses credits below zero with 409 insufficient_balance, and nothing moves', async () => {
    const before = await customerCredits()
    const transfer = await create({ to: toCustomer, value: 'ecu', amount: 1000 })
    const perform = await act(transfer.id, 'perform')
    expect(perform.status).toBe(409)
    const body = await perform.json()
    expect(body.code).toBe('insufficient_balance')
    expect(body.message).toMatch(/^This transfer would take the sending account below zero: it holds \d+ ECU credits\./)
    expect(await customerCredits()).toEqual(before)
    expect((await (await call('GET', `${BASE}/transfers/${transfer.id}`)).json()).state).toBe('pending')
  })

  it('refuses money below minus the credit limit with 409 dealer_hit_credit_limit', async () => {
    const transfer = await create({ to: toCustomer, value: 'money', currency: 'USD', amount: 9_000_000_000 })
    const perform = await act(transfer.id, 'perform')
    expect(perform.status).toBe(409)
    expect(await perform.json()).toEqual({
      code: 'dealer_hit_credit_limit',
      message: 'This purchase exceeds a credit limit. Please confirm the current account balance.',
    })
  })

  it('sends credits to another dealer’s account', async () => {
    const transfer = await create({ to: { kind: 'dealer', slug: 'apex-motorsport' }, value: 'tcu', amount: 1 })
    expect(transfer.to).toMatchObject({ kind: 'dealer', slug: 'apex-motorsport', name: 'Apex Motorsport' })
    const sent = await (await act(transfer.id, 'perform')).json()
    expect(sent.state).toBe('performed')
  })
})

describe('groups', () => {
  it('sends what it can of a group, each its own transaction, and says why the rest was refused', async () => {
    const response = await call(
      'POST',
      `${BASE}/transfer-groups`,
      OWNER,
      {
        memo: 'Track day',
        transfers: [
          { to: toCustomer, value: 'ecu', amount: 1, memo: '' },
          { to: toCustomer, value: 'ecu', amount: 5000, memo: '' },
        ],
      },
      'group-key-1',
    )
    expect(response.status).toBe(201)
    const group = await response.json()
    expect(group.transfers).toHaveLength(2)
    const retry = await call('POST', `${BASE}/transfer-groups`, OWNER, { memo: 'x', transfers: [] }, 'group-key-1')
    expect(retry.status).toBe(422)
    const same = await call(
      'POST',
      `${BASE}/transfer-groups`,
      OWNER,
      { memo: 'Track day', transfers: [{ to: toCustomer, value: 'ecu', amount: 1, memo: '' }] },
      'group-key-1',
    )
    expect([same.status, (await same.json()).id]).toEqual([200, group.id])

    const performed = await (await call('POST', `${BASE}/transfer-groups/${group.id}/perform`)).json()
    expect(performed.transfers.map((t: { state: string }) => t.state)).toEqual(['performed', 'pending'])
    expect(performed.refused).toEqual([
      expect.objectContaining({ id: group.transfers[1].id, code: 'insufficient_balance' }),
    ])
    expect((await (await call('GET', `${BASE}/transfer-groups/${group.id}`)).json()).transfers).toHaveLength(2)
  })
})

describe('who may', () => {
  it('hides another dealer’s transfer (404) and refuses a member (403); staff read, without actions', async () => {
    const id = DEMO_TRANSFER_IDS.pending
    expect((await call('GET', `/api/v1/dealers/apex-motorsport/transfers/${id}`, 'apex@example.com')).status).toBe(404)
    expect((await call('GET', `${BASE}/transfers/${id}`, 'apex@example.com')).status).toBe(404)
    expect((await act(id, 'perform', 'apex@example.com')).status).toBe(404)
    expect((await call('GET', `${BASE}/transfers/${id}`, 'customer@example.com')).status).toBe(404)
    expect((await call('GET', `${BASE}/transfers`, 'dealer-member@example.com')).status).toBe(403)
    expect((await act(id, 'perform', 'dealer-member@example.com')).status).toBe(403)
    const staff = await call('GET', `${BASE}/transfers/${id}`, 'staff@example.com')
    expect(staff.status).toBe(200)
    expect((await staff.json()).actions).toEqual([])
    expect((await act(id, 'cancel', 'staff@example.com')).status).toBe(403)
    expect((await call('GET', `${BASE}/transfers/${id}`)).status).toBe(200)
  })

  it('lists the dealer’s transfers by state, newest first', async () => {
    const list = await (await call('GET', `${BASE}/transfers?state=performed&per_page=100`)).json()
    expect(list.data.length).toBeGreaterThan(0)
    expect(list.data.every((t: { state: string }) => t.state === 'performed')).toBe(true)
    expect(list.data.map((t: { id: string }) => t.id)).toContain(DEMO_TRANSFER_IDS.performed)
    expect((await call('GET', `${BASE}/transfers?state=sent`)).status).toBe(422)
  })
})

describe('requests', () => {
  it('refuses an unknown customer, the dealer itself and money without a currency (422)', async () => {
    const post = (body: unknown) => call('POST', `${BASE}/transfers`, OWNER, body, `bad-transfer-${++keys}`)
    const unknown = await post({ to: { kind: 'customer', email: 'nobody@example.com' }, value: 'ecu', amount: 1 })
    expect((await unknown.json()).errors).toEqual({ 'to.email': ['There is no customer with this e-mail address.'] })
    const itself = await post({ to: { kind: 'dealer', slug: 'redline-performance' }, value: 'ecu', amount: 1 })
    expect((await itself.json()).errors).toEqual({ 'to.slug': ['A dealer cannot send a transfer to itself.'] })
    const money = await post({ to: toCustomer, value: 'money', amount: 1 })
    expect(money.status).toBe(422)
    const memo = await post({ to: toCustomer, value: 'ecu', amount: 1, memo: 'x'.repeat(201) })
    expect(memo.status).toBe(422)
    expect((await call('POST', `${BASE}/transfers`, OWNER, { to: toCustomer, value: 'ecu', amount: 1 })).status).toBe(
      422,
    )
  })

  it('answers a retried request with the first transfer, and audits every step', async () => {
    const body = { to: toCustomer, value: 'awd', amount: 1 }
    const first = await call('POST', `${BASE}/transfers`, OWNER, body, 'retry-key-1')
    const second = await call('POST', `${BASE}/transfers`, OWNER, body, 'retry-key-1')
    expect([first.status, second.status]).toEqual([201, 200])
    const id = (await first.json()).id
    expect((await second.json()).id).toBe(id)
    await act(id, 'cancel')
    const trail = await app.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(and(eq(auditEvent.subjectType, 'dealer-transfer'), eq(auditEvent.subjectId, id)))
    expect(trail.map((row) => row.action)).toEqual(['dealer-transfer.created', 'dealer-transfer.cancelled'])
  })

  it('locks the transfers waiting 30 days or more, which can no longer be sent; fresh ones stay', async () => {
    const fresh = await create({ to: toCustomer, value: 'ecu', amount: 1 })
    const locked = await (await call('POST', `${BASE}/transfers/lock-old`)).json()
    expect(locked.locked).toBeGreaterThanOrEqual(1)
    const old = await (await call('GET', `${BASE}/transfers/${DEMO_TRANSFER_IDS.pending}`)).json()
    expect(old).toMatchObject({ state: 'locked', actions: [] })
    expect((await (await call('GET', `${BASE}/transfers/${fresh.id}`)).json()).state).toBe('pending')
    const perform = await act(DEMO_TRANSFER_IDS.pending, 'perform')
    expect([perform.status, (await perform.json()).code]).toEqual([409, 'transfer_locked'])
    const rows = await app.db.select().from(dealerTransfer).where(like(dealerTransfer.state, 'locked'))
    expect(rows.every((row) => row.lockedAt !== null)).toBe(true)
  })
})
