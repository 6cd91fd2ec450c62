import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { dealerProfile } from '../../db/schema/dealers'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'

// Issue 25 items 2, 4 and 6: a dealer's settings, addresses, tools and specializations, branding and onboarding.

let app: TestApp
let owner: string
beforeAll(async () => {
  app = await createTestApp({ seed: true })
  owner = await app.login('dealer@example.com')
})
afterAll(async () => {
  await app?.close()
})

const REDLINE = '/api/v1/dealers/redline-performance'
const REDLINE_ID = '00000000-0000-4000-8000-0000000000d1'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1])

const get = async (path: string, cookie?: string) => app.request('GET', path, { cookie })
const put = async (path: string, body: unknown, cookie: string | undefined, headers: Record<string, string> = {}) =>
  app.request('PUT', path, { cookie, body, headers })

async function uploadLogo(bytes: Uint8Array, cookie: string | undefined): Promise<TestResponse> {
  const form = new FormData()
  form.append('logo', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'logo.png')
  const path = `${TEST_ORIGIN}${REDLINE}/branding/logo`
  const request = new Request(path, { method: 'POST', body: form })
  const body = new Uint8Array(await request.arrayBuffer())
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    'content-type': request.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  if (cookie) headers.cookie = cookie
  return app.api.request(path, { method: 'POST', headers, body }) as Promise<TestResponse>
}

/** The settings as read, turned into what a save sends. */
async function readForSave(cookie: string) {
  const response = await get(`${REDLINE}/settings`, cookie)
  expect(response.status).toBe(200)
  const settings = await response.json()
  const { id: _id, readonly: _readonly, ...billing } = settings.billing_address
  return {
    lastModified: response.headers.get('last-modified')!,
    body: {
      company: settings.company,
      shop_address: settings.shop_address,
      billing_address: billing,
      preferred_display_currency: settings.preferred_display_currency,
    },
  }
}

describe('GET/PUT /v1/dealers/{slug}/settings', () => {
  it('shows the owner the company, shop and billing addresses, display currency, with Last-Modified', async () => {
    const response = await get(`${REDLINE}/settings`, owner)
    expect(response.status).toBe(200)
    expect(response.headers.get('last-modified')).toBeTruthy()
    const settings = await response.json()
    expect(settings.company).toMatchObject({ legal_name: 'Redline Performance LLC', tax_id: '88-1234567' })
    expect(settings.shop_address).toMatchObject({ city: 'Reno', postal_code: '89502', country_code: 'US' })
    expect(settings.located).toBe(true)
    expect(settings.billing_address).toMatchObject({
      full_name: 'Redline Performance Accounts Payable',
      readonly: true,
    })
    expect(settings.currencies).toContain('USD')
  })

  it('refuses a member (403), another dealer (404), staff writing (403), and lets staff read', async () => {
    expect((await get(`${REDLINE}/settings`, await app.login('dealer-member@example.com'))).status).toBe(403)
    expect((await get(`${REDLINE}/settings`, await app.login('apex@example.com'))).status).toBe(404)
    const staff = await app.login('staff@example.com')
    expect((await get(`${REDLINE}/settings`, staff)).status).toBe(200)
    const { body } = await readForSave(owner)
    expect((await put(`${REDLINE}/settings`, body, staff)).status).toBe(403)
    expect((await put(`${REDLINE}/settings`, body, undefined)).status).toBe(401)
  })

  it('saves the company, makes a new read-only billing address, audits; a stale save is a 412 that changes nothing', async () => {
    const { body, lastModified } = await readForSave(owner)
    const before = (await (await get(`${REDLINE}/settings`, owner)).json()).billing_address
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const saved = await put(
      `${REDLINE}/settings`,
      {
        ...body,
        company: { ...body.company, phone: '+1 775 555 0199' },
        billing_address: { ...body.billing_address, line2: 'Suite 200' },
      },
      owner,
      { 'if-unmodified-since': lastModified },
    )
    expect(saved.status, await saved.clone().text()).toBe(200)
    const after = await saved.json()
    expect(after.company.phone).toBe('+1 775 555 0199')
    expect(after.billing_address.line2).toBe('Suite 200')
    expect(after.billing_address.id).not.toBe(before.id)
    expect(after.billing_address.readonly).toBe(true)
    const audits = await app.db.select().from(auditEvent).where(eq(auditEvent.action, 'dealer.settings-changed'))
    expect(audits.at(-1)?.details).toMatchObject({ company: { after: { phone: '+1 775 555 0199' } } })

    // The first read's moment is stale now.
    const stale = await put(`${REDLINE}/settings`, { ...body, company: { ...body.company, tax_id: 'X' } }, owner, {
      'if-unmodified-since': lastModified,
    })
    expect(stale.status).toBe(412)
    expect((await (await get(`${REDLINE}/settings`, owner)).json()).company.tax_id).toBe('88-1234567')
  })

  it('geocodes a changed shop address: an unresolvable one is 422 "unable to resolve address" on its field', async () => {
    const { body } = await readForSave(owner)
    const wrong = await put(
      `${REDLINE}/settings`,
      { ...body, shop_address: { ...body.shop_address, postal_code: 'ABCDE' } },
      owner,
    )
    expect(wrong.status).toBe(422)
    const error = await wrong.json()
    expect(Object.values(error.errors).flat()).toContain('unable to resolve address')
    // The local geocoder knows no coordinates: the shop is not placed until a service locates it.
    const moved = await put(
      `${REDLINE}/settings`,
      { ...body, shop_address: { ...body.shop_address, line1: '4420 Industrial Way' } },
      owner,
    )
    expect(moved.status).toBe(200)
    expect((await moved.json()).located).toBe(false)
    const [row] = await app.db.select().from(dealerProfile).where(eq(dealerProfile.organizationId, REDLINE_ID))
    expect(row!.latitude).toBeNull()
    expect(row!.line1).toBe('4420 Industrial Way')
  })

  it('changes the display currency through the store, and refuses bad input (422, never 500)', async () => {
    const { body } = await readForSave(owner)
    const saved = await put(`${REDLINE}/settings`, { ...body, preferred_display_currency: 'EUR' }, owner)
    expect((await saved.json()).preferred_display_currency).toBe('EUR')
    const state = await (await get('/api/global/v1/ui-state', owner)).json()
    expect(state.dealer.preferred_display_currency).toBe('EUR')
    await put(`${REDLINE}/settings`, { ...body, preferred_display_currency: null }, owner)
    const bad = await put(`${REDLINE}/settings`, { ...body, company: { ...body.company, legal_name: '' } }, owner)
    expect(bad.status).toBe(422)
    const nul = await put(`${REDLINE}/settings`, { ...body, company: { ...body.company, tax_id: 'a\u0000b' } }, owner)
    expect(nul.status).toBe(422)
  })

  it('lists the dealer’s addresses: the shop and the billing one, each on one line', async () => {
    const { data } = await (await get(`${REDLINE}/addresses`, owner)).json()
    expect(data.map((a: { kind: string }) => a.kind)).toEqual(['shop', 'billing'])
    expect(data[0].line).toMatch(/^Redline Performance LLC, .*Reno, NV, US$/)
  })
})

describe('tools and specializations sync (SPEC §3)', () => {
  it('replaces the dealer’s tools with the list sent; a tool a dealer may not own is a 422 naming its index', async () => {
    const { data } = await (await get(`${REDLINE}/tools`, owner)).json()
    const ownable = data.map((tool: { id: number }) => tool.id)
    expect(data.filter((tool: { owned: boolean }) => tool.owned)).toHaveLength(2)
    const saved = await put(`${REDLINE}/tools`, { tools: [{ id: ownable[0], install_fee: 12_500 }] }, owner)
    expect(saved.status).toBe(200)
    const owned = (await saved.json()).data.filter((tool: { owned: boolean }) => tool.owned)
    expect(owned).toEqual([
      expect.objectContaining({ id: ownable[0], install_fee: { amount_minor: 12_500, currency: 'USD' } }),
    ])
    const unknown = await put(
      `${REDLINE}/tools`,
      {
        tools: [
          { id: ownable[0], install_fee: 1 },
          { id: 999_999, install_fee: 1 },
        ],
      },
      owner,
    )
    expect(unknown.status).toBe(422)
    expect(Object.keys((await unknown.json()).errors)).toEqual(['tools.1.id'])
    expect((await put(`${REDLINE}/tools`, { tools: [] }, await app.login('dealer-member@example.com'))).status).toBe(
      403,
    )
  })

  it('syncs specializations, lists them publicly', async () => {
    const all = await (await get('/api/v1/dealer-specializations')).json()
    expect(all.data.map((spec: { name: string }) => spec.name)).toContain('Dyno testing')
    const ids = all.data.slice(0, 2).map((spec: { id: number }) => ({ id: spec.id }))
    const saved = await put(`${REDLINE}/specializations`, { specializations: ids }, owner)
    expect(saved.status).toBe(200)
    const chosen = (await saved.json()).data.filter((spec: { chosen: boolean }) => spec.chosen)
    expect(chosen.map((spec: { id: number }) => spec.id)).toEqual(ids.map((spec: { id: number }) => spec.id))
    const unknown = await put(`${REDLINE}/specializations`, { specializations: [{ id: 987_654 }] }, owner)
    expect(Object.keys((await unknown.json()).errors)).toEqual(['specializations.0.id'])
  })
})

describe('branding and the onboarding checklist', () => {
  it('the checklist shows what the demo dealer has left; branding completes it and the global state empties', async () => {
    const progress = await (await get(`${REDLINE}/onboarding-progress`, owner)).json()
    expect(progress).toMatchObject({ total: 5, complete: false })
    expect(progress.steps.find((step: { key: string }) => step.key === 'branding').done).toBe(false)
    const member = await app.login('dealer-member@example.com')
    const stateBefore = await (await get('/api/global/v1/ui-state', member)).json()
    expect(stateBefore.dealer_onboarding_progress).toMatchObject({ branding: false })

    const uploaded = await uploadLogo(PNG, owner)
    expect(uploaded.status).toBe(201)
    const logo = await uploaded.json()
    const served = await get(logo.src.replace(/^\/api/, '/api'))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const saved = await put(
      `${REDLINE}/branding`,
      { primary_color: '#1D4ED8', accent_color: '#f59e0b', logo_file_id: logo.file_id },
      owner,
    )
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ primary_color: '#1d4ed8', logo: { file_id: logo.file_id } })
    expect((await get(`${REDLINE}/branding`, member)).status).toBe(200)

    const after = await (await get(`${REDLINE}/onboarding-progress`, owner)).json()
    expect(after.steps.find((step: { key: string }) => step.key === 'branding').done).toBe(true)
    const stateAfter = await (await get('/api/global/v1/ui-state', member)).json()
    expect(stateAfter.dealer_onboarding_progress).toEqual(
      after.complete ? null : expect.objectContaining({ branding: true }),
    )
  })

  it('refuses an SVG, a logo not uploaded here, a colour not #rrggbb; a member may not upload', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect((await uploadLogo(svg, owner)).status).toBe(422)
    expect((await uploadLogo(PNG, await app.login('dealer-member@example.com'))).status).toBe(403)
    const notOurs = await put(
      `${REDLINE}/branding`,
      { primary_color: null, accent_color: null, logo_file_id: '00000000-0000-4000-8000-00000000abcd' },
      owner,
    )
    expect(notOurs.status).toBe(422)
    const colour = await put(
      `${REDLINE}/branding`,
      { primary_color: 'red', accent_color: null, logo_file_id: null },
      owner,
    )
    expect(colour.status).toBe(422)
    expect((await get('/api/dealer-logos/00000000-0000-4000-8000-00000000abcd')).status).toBe(404)
  })
})
