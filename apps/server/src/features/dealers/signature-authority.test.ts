import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
let owner: string
let manager: string
let member: string
let apex: string
let staff: string
let admin: string
const ids: Record<string, string> = {}

const REDLINE = '00000000-0000-4000-8000-0000000000d1'
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  owner = await app.login('dealer@example.com')
  manager = await app.login('dealer-manager@example.com')
  member = await app.login('dealer-member@example.com')
  apex = await app.login('apex@example.com')
  staff = await app.login('staff@example.com')
  admin = await app.login('admin@example.com')
  for (const email of ['dealer@example.com', 'dealer-manager@example.com', 'customer@example.com']) {
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    ids[email] = row!.id
  }
  // The demo names the owner its signatory (decision 0107): this story starts from a dealer that named nobody.
  const seeded = await (
    await app.request('GET', '/api/v1/signature-authority?dealer=redline-performance', { cookie: owner })
  ).json()
  for (const authority of seeded.data) {
    await app.request('DELETE', `/api/v1/signature-authority/${authority.id}`, { cookie: owner })
  }
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const name = (cookie: string, userId: string, extra: Record<string, unknown> = {}) =>
  app.request('POST', '/api/v1/signature-authority', {
    cookie,
    body: {
      dealer: 'redline-performance',
      user_id: userId,
      legal_name: 'Dana Redline',
      signature_base64: PNG,
      ...extra,
    },
  })

const requestRaise = (cookie: string) =>
  app.request('POST', '/api/v1/dealers/redline-performance/credit-limit-requests', {
    cookie,
    body: { currency: 'USD', amount_minor: 5_000_00, reason: 'We open a second workshop in March.' },
  })

describe('signature authority (SPEC §3, issue 25 item 7)', () => {
  it('refuses a credit-limit raise request from the owner before anyone is named: 403 with a clear text', async () => {
    const response = await requestRaise(owner)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      code: 'signature_authority_required',
      message: expect.stringContaining('Only a signatory named by this dealer'),
    })
  })

  it('lets the owner name a member, with their legal name and signature image', async () => {
    const response = await name(owner, ids['dealer@example.com']!, { legal_name: 'Dana R. Redline' })
    expect(response.status).toBe(201)
    const named = await response.json()
    expect(named).toMatchObject({
      dealer: { slug: 'redline-performance' },
      legal_name: 'Dana R. Redline',
      status: 'active',
      revoked_at: null,
    })
    const image = await app.request('GET', named.signature_url, { cookie: manager })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    const list = await (
      await app.request('GET', '/api/v1/signature-authority?dealer=redline-performance', { cookie: staff })
    ).json()
    expect(list.data.map((a: { legal_name: string; status: string }) => [a.legal_name, a.status])).toEqual([
      ['Dana R. Redline', 'active'],
      ['Dana Dealer', 'revoked'],
    ])
    expect(list.may_name).toBe(false)
    expect(list.members).toHaveLength(3)
  })

  it('refuses naming a non-member (422), an image that is no PNG or JPEG (422), and a second naming (422)', async () => {
    const outsider = await name(owner, ids['customer@example.com']!)
    expect(outsider.status).toBe(422)
    expect((await outsider.json()).errors.user_id).toEqual(['Name a member of this dealer.'])
    const gif = await name(owner, ids['dealer-manager@example.com']!, {
      signature_base64: Buffer.from('GIF89a-not-allowed').toString('base64'),
    })
    expect(gif.status).toBe(422)
    expect((await gif.json()).errors.signature_base64).toEqual(['The signature must be a PNG or JPEG image.'])
    expect((await name(owner, ids['dealer@example.com']!)).status).toBe(422)
  })

  it('lets only the owner, a manager with dsig or an admin name signatories', async () => {
    expect((await name(manager, ids['dealer-manager@example.com']!)).status).toBe(403)
    expect((await name(member, ids['dealer-manager@example.com']!)).status).toBe(403)
    expect((await name(staff, ids['dealer-manager@example.com']!)).status).toBe(403)
    expect((await name(apex, ids['dealer-manager@example.com']!)).status).toBe(404)
    expect(
      (await app.request('GET', '/api/v1/signature-authority?dealer=redline-performance', { cookie: member })).status,
    ).toBe(403)
  })

  it('takes the credit-limit raise request of a named signatory (201) and shows it to admins on the dealer', async () => {
    const response = await requestRaise(owner)
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      currency: 'USD',
      amount_minor: 5_000_00,
      current_limit_minor: 2_500_00,
      signed_as: 'Dana R. Redline',
    })
    const dealer = await (await app.request('GET', `/api/admin/dealers/${REDLINE}`, { cookie: admin })).json()
    expect(dealer.credit_limit_requests[0]).toMatchObject({ reason: 'We open a second workshop in March.' })
    expect(dealer.signatories).toBe(1)
    // A manager not named is refused too.
    expect((await requestRaise(manager)).status).toBe(403)
  })

  it('never reveals another dealer’s signatory: 404 for its id, as for one that does not exist', async () => {
    const [authority] = (
      await (await app.request('GET', '/api/admin/dealer-signature-authority', { cookie: admin })).json()
    ).data
    const other = await app.request('DELETE', `/api/v1/signature-authority/${authority.id}`, { cookie: apex })
    const missing = await app.request('DELETE', '/api/v1/signature-authority/999999', { cookie: apex })
    expect([other.status, missing.status]).toEqual([404, 404])
    expect(await other.json()).toEqual(await missing.json())
    expect((await app.request('GET', authority.signature_url, { cookie: apex })).status).toBe(404)
  })

  it('revokes a signatory (kept, audited); their next request is refused', async () => {
    const [authority] = (
      await (await app.request('GET', '/api/admin/dealer-signature-authority?status=active', { cookie: admin })).json()
    ).data
    const revoked = await app.request('DELETE', `/api/v1/signature-authority/${authority.id}`, { cookie: owner })
    expect(revoked.status).toBe(200)
    expect((await revoked.json()).status).toBe('revoked')
    expect((await requestRaise(owner)).status).toBe(403)
    const one = await (
      await app.request('GET', `/api/admin/dealer-signature-authority/${authority.id}`, { cookie: admin })
    ).json()
    expect(one.revoked_at).not.toBeNull()
    expect(
      (await app.request('GET', `/api/admin/dealer-signature-authority/${authority.id}`, { cookie: staff })).status,
    ).toBe(403)
  })
})
