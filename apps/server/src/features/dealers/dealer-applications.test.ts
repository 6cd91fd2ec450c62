import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { member, organization, user } from '../../db/schema/auth'
import { dealerBillingProfile } from '../../db/schema/catalog-purchases'
import { dealerProfile, dealerSpecializationOf, dealerTool } from '../../db/schema/dealers'
import { outboxMail } from '../../db/schema/mail'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'

let app: TestApp
let admin: string
let staff: string
let customer: string
let toolIds: number[]
let specializationIds: number[]

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
  const offers = await (await app.request('GET', '/api/v1/dealer-tool-offers')).json()
  toolIds = offers.tools.map((tool: { id: number }) => tool.id)
  specializationIds = offers.specializations.map((spec: { id: number }) => spec.id)
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const EXE = new TextEncoder().encode('MZ this is no document')

const fields = (company: string) => ({
  company_name: company,
  legal_name: `${company} LLC`,
  tax_id: '88-7654321',
  email: 'owner@speedworks.example',
  phone: '+1 775 555 0142',
  website: 'https://speedworks.example',
  shop_address: { line1: '12 Kietzke Ln', city: 'Reno', state: 'NV', postal_code: '89502', country_code: 'us' },
  billing_address: {
    full_name: 'Accounts payable',
    line1: 'PO Box 77',
    city: 'Reno',
    state: 'NV',
    postal_code: '89501',
    country_code: 'US',
  },
  tool_ids: toolIds.slice(0, 2),
  specialization_ids: specializationIds.slice(0, 2),
})

async function apply(
  cookie: string,
  body: unknown,
  documents: { name: string; bytes: Uint8Array }[] = [{ name: 'licence.pdf', bytes: PDF }],
): Promise<TestResponse> {
  const form = new FormData()
  form.append('application', JSON.stringify(body))
  for (const document of documents)
    form.append('documents', new Blob([document.bytes as Uint8Array<ArrayBuffer>]), document.name)
  const request = new Request(`${TEST_ORIGIN}/api/v1/become-dealer`, { method: 'POST', body: form })
  const bytes = new Uint8Array(await request.arrayBuffer())
  const headers = {
    origin: TEST_ORIGIN,
    cookie,
    'content-type': request.headers.get('content-type')!,
    'content-length': String(bytes.length),
  }
  return app.api.request(`${TEST_ORIGIN}/api/v1/become-dealer`, { method: 'POST', headers, body: bytes })
}

const post = (path: string, cookie: string | undefined, body: unknown = {}) =>
  app.request('POST', path, { cookie, body })
const get = (path: string, cookie?: string) => app.request('GET', path, { cookie })
const mailsTo = (to: string) => app.db.select().from(outboxMail).where(eq(outboxMail.to, to))

describe('POST /api/v1/become-dealer: the application', () => {
  it('takes the fields and a PDF, mails the applicant and the dealer team; a second open one is a 409', async () => {
    const cookie = await app.signUp('applicant-one@example.com')
    const response = await apply(cookie, fields('Speed Works'))
    expect(response.status, await response.clone().text()).toBe(201)
    const created = await response.json()
    expect(created).toMatchObject({ status: 'submitted', company_name: 'Speed Works', dealer: null, reason: '' })
    expect(created.shop_address.country_code).toBe('US')
    expect(created.documents).toEqual([
      expect.objectContaining({ name: 'licence.pdf', content_type: 'application/pdf', url: null }),
    ])
    expect(created.tools).toHaveLength(2)
    expect((await mailsTo('applicant-one@example.com')).some((m) => m.subject.includes('dealer application'))).toBe(
      true,
    )
    expect((await mailsTo('dealers@tuneshop.example')).some((m) => m.subject.includes('Speed Works'))).toBe(true)

    const again = await apply(cookie, fields('Speed Works Two'))
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'application_open' })
    const mine = await (await get('/api/v1/become-dealer', cookie)).json()
    expect(mine.application).toMatchObject({ id: created.id, status: 'submitted' })
  })

  it('refuses a document that is not a PDF, JPEG or PNG, a missing document and unknown choices (422)', async () => {
    const cookie = await app.signUp('applicant-two@example.com')
    const files = app.storedFiles().length
    const exe = await apply(cookie, fields('Bad Files'), [{ name: 'licence.pdf', bytes: EXE }])
    expect(exe.status).toBe(422)
    expect((await exe.json()).errors.documents).toEqual(['Documents must be PDF, JPEG or PNG files.'])
    expect((await apply(cookie, fields('No Files'), [])).status).toBe(422)
    const unknown = await apply(cookie, { ...fields('Odd Tools'), tool_ids: [999_999] })
    expect(unknown.status).toBe(422)
    expect(Object.keys((await unknown.json()).errors)).toEqual(['tool_ids.0'])
    const missing = await apply(cookie, { ...fields('x'), company_name: '' })
    expect((await missing.json()).errors.company_name).toBeDefined()
    expect(app.storedFiles().length).toBe(files)
    expect((await (await get('/api/v1/become-dealer', cookie)).json()).application).toBeNull()
  })

  it('is for signed-in users', async () => {
    expect((await get('/api/v1/become-dealer')).status).toBe(401)
  })
})

describe('the admin decides', () => {
  it('approves: the organization, the owner membership, the profile, billing, tools, specializations; twice is the same dealer', async () => {
    const cookie = await app.signUp('applicant-three@example.com')
    const created = await (await apply(cookie, fields('Redline Performance'))).json()
    const list = await (await get('/api/admin/dealer-applications?status=submitted', admin)).json()
    expect(list.data.map((row: { id: number }) => row.id)).toContain(created.id)
    const detail = await (await get(`/api/admin/dealer-applications/${created.id}`, admin)).json()
    const download = await get(detail.documents[0].url, admin)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)

    const approved = await post(`/api/admin/dealer-applications/${created.id}/approve`, admin)
    expect(approved.status, await approved.clone().text()).toBe(200)
    const body = await approved.json()
    // The demo dealer has the name's slug already: the new one gets the next free one.
    expect(body).toMatchObject({ status: 'approved', dealer: { slug: 'redline-performance-2' } })
    const [org] = await app.db.select().from(organization).where(eq(organization.slug, 'redline-performance-2'))
    expect(org).toMatchObject({ name: 'Redline Performance', kind: 'dealer' })
    const [applicant] = await app.db.select().from(user).where(eq(user.email, 'applicant-three@example.com'))
    const memberships = await app.db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, org!.id), eq(member.userId, applicant!.id)))
    expect(memberships.map((m) => m.role)).toEqual(['owner'])
    const [profile] = await app.db.select().from(dealerProfile).where(eq(dealerProfile.organizationId, org!.id))
    expect(profile).toMatchObject({ status: 'active', legalName: 'Redline Performance LLC', postalCode: '89502' })
    expect(profile!.approvedAt).toBeInstanceOf(Date)
    expect(profile!.latitude).toBeCloseTo(39.4986)
    const [billing] = await app.db
      .select()
      .from(dealerBillingProfile)
      .where(eq(dealerBillingProfile.organizationId, org!.id))
    expect(billing!.billingAddressId).not.toBeNull()
    expect(await app.db.select().from(dealerTool).where(eq(dealerTool.organizationId, org!.id))).toHaveLength(2)
    expect(
      await app.db.select().from(dealerSpecializationOf).where(eq(dealerSpecializationOf.organizationId, org!.id)),
    ).toHaveLength(2)
    const audits = await app.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.subjectId, String(created.id)))
    expect(audits.map((a) => a.action)).toEqual(['dealer-application.approved'])
    expect(
      (await mailsTo('applicant-three@example.com')).some((m) => m.text.includes('/dealer/redline-performance-2')),
    ).toBe(true)

    // The new owner opens the portal at once.
    const portal = await get('/api/v1/dealers/redline-performance-2', cookie)
    expect(portal.status).toBe(200)
    expect(await portal.json()).toMatchObject({ viewer_role: 'owner', may: { members: true } })
    const invited = await post('/api/v1/dealers/redline-performance-2/invites', cookie, { email: 'crew@example.com' })
    expect(invited.status).toBe(201)
    expect((await (await get('/api/v1/become-dealer', cookie)).json()).application.dealer.slug).toBe(
      'redline-performance-2',
    )

    const twice = await post(`/api/admin/dealer-applications/${created.id}/approve`, admin)
    expect(twice.status).toBe(200)
    expect((await twice.json()).dealer.slug).toBe('redline-performance-2')
    expect(await app.db.select().from(organization).where(eq(organization.name, 'Redline Performance'))).toHaveLength(2)
    expect((await post(`/api/admin/dealer-applications/${created.id}/refuse`, admin, { reason: 'x' })).status).toBe(409)
  })

  it('refuses with a reason only, mails it; the applicant may then apply again', async () => {
    const cookie = await app.signUp('applicant-four@example.com')
    const created = await (await apply(cookie, fields('Garage Four'))).json()
    const noReason = await post(`/api/admin/dealer-applications/${created.id}/refuse`, admin, { reason: '  ' })
    expect(noReason.status).toBe(422)
    const refused = await post(`/api/admin/dealer-applications/${created.id}/refuse`, admin, {
      reason: 'The resale certificate has expired.',
    })
    expect(refused.status).toBe(200)
    expect(await refused.json()).toMatchObject({ status: 'refused', reason: 'The resale certificate has expired.' })
    expect(
      (await mailsTo('applicant-four@example.com')).some((m) => m.text.includes('The resale certificate has expired.')),
    ).toBe(true)
    const mine = await (await get('/api/v1/become-dealer', cookie)).json()
    expect(mine.application).toMatchObject({ status: 'refused', reason: 'The resale certificate has expired.' })
    expect((await post(`/api/admin/dealer-applications/${created.id}/approve`, admin)).status).toBe(409)
    expect((await apply(cookie, fields('Garage Four'))).status).toBe(201)
  })

  it('is the admins’: customers and staff get 403, visitors 401, an unknown application 404', async () => {
    for (const cookie of [customer, staff]) {
      expect((await get('/api/admin/dealer-applications', cookie)).status).toBe(403)
      expect((await get('/api/admin/dealer-applications/1', cookie)).status).toBe(403)
      expect((await post('/api/admin/dealer-applications/1/approve', cookie)).status).toBe(403)
      expect((await post('/api/admin/dealer-applications/1/refuse', cookie, { reason: 'no' })).status).toBe(403)
    }
    expect((await get('/api/admin/dealer-applications')).status).toBe(401)
    expect((await post('/api/admin/dealer-applications/99999/approve', admin)).status).toBe(404)
  })
})

describe('POST /api/v1/dealer-representatives/contact', () => {
  const message = { name: 'Dana', email: 'dana@example.com', company: 'Dana Tuning', message: 'Call me about FZ3s.' }

  it('stores and mails the dealer team; a sixth message in the hour from one address is a 429', async () => {
    const ip = '198.51.100.77'
    for (let i = 0; i < 5; i++) {
      const response = await app.request('POST', '/api/v1/dealer-representatives/contact', { body: message, ip })
      expect(response.status).toBe(201)
    }
    const limited = await app.request('POST', '/api/v1/dealer-representatives/contact', { body: message, ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const mails = await mailsTo('dealers@tuneshop.example')
    expect(mails.filter((m) => m.text.includes('Call me about FZ3s.'))).toHaveLength(5)
  })

  it('bounds the message and needs an e-mail (422)', async () => {
    const long = await app.request('POST', '/api/v1/dealer-representatives/contact', {
      body: { ...message, message: 'x'.repeat(2001) },
      ip: '198.51.100.78',
    })
    expect(long.status).toBe(422)
    const noMail = await app.request('POST', '/api/v1/dealer-representatives/contact', {
      body: { ...message, email: 'nope' },
      ip: '198.51.100.78',
    })
    expect(noMail.status).toBe(422)
  })
})

describe('GET /api/v1/dealer-tool-offers', () => {
  it('lists the dealer-ownable tools with a dealer price under the retail one, in the asked currency', async () => {
    const offers = await (await get('/api/v1/dealer-tool-offers?currency=EUR')).json()
    expect(offers.currency).toBe('EUR')
    const fz3 = offers.tools.find((tool: { name: string }) => tool.name === 'FlashZilla V3 (FZ3)')
    expect(fz3.dealer_minor).toBeLessThan(fz3.retail_minor)
    expect(offers.tools.some((tool: { name: string }) => tool.name.includes('Lite'))).toBe(false)
  })
})
