import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDealer, type FreshDealer } from '../../../test/fixtures/dealer-objects'
import { pdfText } from '../../../test/fixtures/pdf-text'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { auditEvent } from '../../db/schema/audit'
import { user } from '../../db/schema/auth'
import { dealerStatementAcceptance } from '../../db/schema/dealer-statements'
import { DEALER_CARD_RECEIPTS_ACCOUNT } from '@shop/domain/dealers'
import { dealerBalanceAccount, postDealerMovement, shopAccount } from './dealer-ledger'

// Statement acceptance (issue 25 item 7, decision 0107): a named signatory accepts an issued statement, once.

const SLUG = 'acceptance-test-tuning'
const BASE = `/api/v1/dealers/${SLUG}`
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const now = new Date('2026-11-20T12:00:00.000Z')

let app: TestApp
let dealer: FreshDealer
let september: string
let october: string

const accept = (id: string, cookie?: string) => app.request('POST', `${BASE}/statements/${id}/accept`, { cookie })
const userId = async (email: string) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
const nameSignatory = async (email: string, legalName: string) => {
  const named = await app.request('POST', '/api/v1/signature-authority', {
    cookie: dealer.cookies.owner,
    body: { dealer: SLUG, user_id: await userId(email), legal_name: legalName, signature_base64: PNG },
  })
  expect(named.status, await named.clone().text()).toBe(201)
}

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
  dealer = await freshDealer(app, SLUG, 'Acceptance Test Tuning')
  for (const [key, at, amount] of [
    ['sep', '2026-09-10T10:00:00Z', -20_000n],
    ['oct', '2026-10-10T10:00:00Z', 5_000n],
  ] as const) {
    await app.db.transaction((tx) =>
      postDealerMovement(tx, {
        dealerId: dealer.id,
        kind: 'dealer-payment',
        memo: key,
        idempotencyKey: `acceptance-test:${key}`,
        createdByUserId: null,
        at: new Date(at),
        account: dealerBalanceAccount(dealer.id, 'USD'),
        amount,
        counterAccount: shopAccount(DEALER_CARD_RECEIPTS_ACCOUNT, 'USD'),
      }),
    )
  }
  const list = (await (await app.request('GET', `${BASE}/statements`, { cookie: dealer.cookies.owner })).json()).data
  september = list.find((s: { period_start: string }) => s.period_start === '2026-09-01').id
  october = list.find((s: { period_start: string }) => s.period_start === '2026-10-01').id
}, 120_000)
afterAll(async () => {
  await app?.close()
})

describe('POST /v1/dealers/{slug}/statements/{id}/accept', () => {
  it('refuses the owner before the dealer names them: 403 signature_authority_required', async () => {
    const refused = await accept(october, dealer.cookies.owner)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'signature_authority_required' })
    const detail = await (
      await app.request('GET', `${BASE}/statements/${october}`, { cookie: dealer.cookies.owner })
    ).json()
    expect(detail).toMatchObject({ status: 'issued', may_accept: false, signatories: [], accepted_by: null })
  })

  it('lets a named signatory accept an issued statement: recorded with their legal name, audited, in the PDF', async () => {
    await nameSignatory(`${SLUG}-owner@example.com`, 'Olive Owner-Smith')
    const before = await (
      await app.request('GET', `${BASE}/statements/${october}`, { cookie: dealer.cookies.owner })
    ).json()
    expect(before).toMatchObject({ may_accept: true, signatories: ['Olive Owner-Smith'] })
    const accepted = await accept(october, dealer.cookies.owner)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({
      status: 'accepted',
      accepted_by: 'Olive Owner-Smith',
      accepted_at: now.toISOString(),
      may_accept: false,
    })
    const list = (await (await app.request('GET', `${BASE}/statements`, { cookie: dealer.cookies.manager })).json())
      .data
    expect(list.find((s: { id: string }) => s.id === october)).toMatchObject({
      status: 'accepted',
      accepted_by: 'Olive Owner-Smith',
    })
    expect(list.find((s: { id: string }) => s.id === september)).toMatchObject({ status: 'issued', accepted_by: null })
    const audits = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'dealer.statement-accepted'), eq(auditEvent.subjectId, october)))
    expect(audits).toHaveLength(1)
    const pdf = await app.request('GET', `${BASE}/statements/${october}/pdf`, { cookie: dealer.cookies.owner })
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(
      'Accepted by Olive Owner-Smith on 2026-11-20',
    )
  })

  it('answers the same signer’s retry with the statement as it is, and another signer with 409', async () => {
    const again = await accept(october, dealer.cookies.owner)
    expect(again.status).toBe(200)
    expect((await again.json()).accepted_at).toBe(now.toISOString())
    await nameSignatory(`${SLUG}-manager@example.com`, 'Manny Manager')
    const other = await accept(october, dealer.cookies.manager)
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({
      code: 'statement_already_accepted',
      message: 'This statement was already accepted by Olive Owner-Smith on 2026-11-20.',
    })
    expect(
      await app.db.select().from(auditEvent).where(eq(auditEvent.action, 'dealer.statement-accepted')),
    ).toHaveLength(1)
  })

  it('refuses the open month (409), a member (403), another dealer (404) and an unknown statement (404)', async () => {
    const open = await accept('current-USD', dealer.cookies.owner)
    expect(open.status).toBe(409)
    expect((await open.json()).code).toBe('statement_not_issued')
    expect((await accept(september, dealer.cookies.member)).status).toBe(403)
    expect((await accept(september, await app.login('apex@example.com'))).status).toBe(404)
    expect((await accept('00000000-0000-4000-8000-000000000000', dealer.cookies.owner)).status).toBe(404)
    expect((await accept(september)).status).toBe(401)
  })

  it('accepts once when two signers press at the same moment: one 200, the other 409', async () => {
    const answers = await Promise.all([
      accept(september, dealer.cookies.owner),
      accept(september, dealer.cookies.manager),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const rows = await app.db
      .select()
      .from(dealerStatementAcceptance)
      .where(eq(dealerStatementAcceptance.statementId, september))
    expect(rows).toHaveLength(1)
  })

  it('keeps an acceptance as written: the database refuses its change and its deletion', async () => {
    const where = eq(dealerStatementAcceptance.statementId, october)
    await expect(
      app.db.update(dealerStatementAcceptance).set({ legalName: 'Someone Else' }).where(where),
    ).rejects.toThrow()
    await expect(app.db.delete(dealerStatementAcceptance).where(where)).rejects.toThrow()
  })
})
