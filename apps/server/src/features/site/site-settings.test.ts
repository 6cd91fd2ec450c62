import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true, siteConfig: { regions: [1, 2] } })
})
afterAll(async () => {
  await app?.close()
})

const OFF = { 'fz-shortage': false, 'fz-shortage-month': null, 'fzl-shortage': false, 'fzl-shortage-month': null }

describe('GET/PUT /api/v1/switch-states (SPEC §3 switches)', () => {
  it('all four fields, off until set', async () => {
    const response = await app.request('GET', '/api/v1/switch-states')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(OFF)
  })

  it('staff set them; everyone reads them', async () => {
    const staff = await app.login('staff@example.com')
    const states = { ...OFF, 'fz-shortage': true, 'fz-shortage-month': '2026-06' }
    const put = await app.request('PUT', '/api/v1/switch-states', { body: states, cookie: staff })
    expect(put.status).toBe(200)
    expect(await put.json()).toEqual(states)
    expect(await (await app.request('GET', '/api/v1/switch-states')).json()).toEqual(states)
    await app.request('PUT', '/api/v1/switch-states', { body: OFF, cookie: staff })
    expect(await (await app.request('GET', '/api/v1/switch-states')).json()).toEqual(OFF)
  })

  it.each([
    ['anonymous', null, 401],
    ['a customer', 'customer@example.com', 403],
    ['a dealer', 'dealer@example.com', 403],
  ])('%s may not set them: %i', async (_who, email, status) => {
    const cookie = email ? await app.login(email) : undefined
    const body = { ...OFF, 'fzl-shortage': true, 'fzl-shortage-month': '2026-07' }
    expect((await app.request('PUT', '/api/v1/switch-states', { body, cookie })).status).toBe(status)
  })

  it('a switch on without its month is a 422 naming the month', async () => {
    const staff = await app.login('staff@example.com')
    const response = await app.request('PUT', '/api/v1/switch-states', {
      body: { ...OFF, 'fzl-shortage': true },
      cookie: staff,
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain('fzl-shortage-month')
  })
})

describe('GET /api/v1/countries and /api/v1/recaptcha-settings', () => {
  it('the ISO list with names', async () => {
    const { data } = await (await app.request('GET', '/api/v1/countries')).json()
    expect(data).toHaveLength(249)
    expect(data).toContainEqual({ code: 'CA', name: 'Canada' })
  })

  it('bot protection is off when not configured, on with the site key when it is', async () => {
    expect(await (await app.request('GET', '/api/v1/recaptcha-settings')).json()).toEqual({
      enabled: false,
      site_key: null,
    })
    const configured = await createTestApp({ siteConfig: { recaptcha: { siteKey: 'site-key-1' } } })
    try {
      expect(await (await configured.request('GET', '/api/v1/recaptcha-settings')).json()).toEqual({
        enabled: true,
        site_key: 'site-key-1',
      })
    } finally {
      await configured.close()
    }
  })
})

describe('421: a call that belongs to the other region (SPEC §8, docs/decisions/0018)', () => {
  const onHost = (host: string, region: string) =>
    app.api.request(`http://${host}/api/v1/switch-states`, { headers: { 'X-Region': region } })

  it('a page of the European catalog calling the North American host gets 421, the known-error header and a message', async () => {
    const response = await onHost('shop.test', '2')
    expect(response.status).toBe(421)
    expect(response.headers.get('X-Known-Error')).toBe('region_mismatch')
    expect(await response.json()).toEqual({
      code: 'region_mismatch',
      message:
        'This page belongs to the European Catalog, but this site serves the North American Catalog. Reload the page to continue in the North American Catalog.',
    })
  })

  it('and the other way round', async () => {
    const response = await onHost('eu.shop.test', '1')
    expect(response.status).toBe(421)
    expect(((await response.json()) as { message: string }).message).toContain('belongs to the North American Catalog')
  })

  it('the same region, or no header, passes', async () => {
    expect((await onHost('shop.test', '1')).status).toBe(200)
    expect((await onHost('eu.shop.test', '2')).status).toBe(200)
    expect((await app.api.request('http://eu.shop.test/api/v1/switch-states')).status).toBe(200)
  })

  it('a region the header cannot name is a 400', async () => {
    expect((await onHost('shop.test', '7')).status).toBe(400)
  })

  it('a one-region site never answers 421', async () => {
    const single = await createTestApp()
    try {
      const response = await single.api.request('http://shop.test/api/v1/switch-states', {
        headers: { 'X-Region': '2' },
      })
      expect(response.status).toBe(200)
    } finally {
      await single.close()
    }
  })
})
