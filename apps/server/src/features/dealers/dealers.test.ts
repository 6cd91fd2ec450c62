import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const get = async (path: string, email?: string) => {
  const cookie = email ? await app.login(email) : undefined
  return app.request('GET', path, { cookie })
}

describe('GET /api/v1/dealers/{slug}: the portal’s door', () => {
  it('shows the owner every tab and lets them manage and invite', async () => {
    const response = await get('/api/v1/dealers/redline-performance', 'dealer@example.com')
    expect(response.status).toBe(200)
    const dealer = await response.json()
    expect(dealer).toMatchObject({ slug: 'redline-performance', name: 'Redline Performance', viewer_role: 'owner' })
    expect(dealer.tabs).toContain('statements')
    expect(dealer.may).toEqual({ manage: true, members: true })
  })

  it('shows a member the dashboard, tune credits and tool orders only', async () => {
    const dealer = await (await get('/api/v1/dealers/redline-performance', 'dealer-member@example.com')).json()
    expect(dealer.viewer_role).toBe('member')
    expect(dealer.tabs).toEqual(['group', 'tune-credits', 'fz-orders'])
    expect(dealer.may).toEqual({ manage: false, members: false })
  })

  it('lets staff read and admins manage', async () => {
    const staff = await (await get('/api/v1/dealers/redline-performance', 'staff@example.com')).json()
    expect(staff.viewer_role).toBe('staff')
    expect(staff.may.manage).toBe(false)
    expect(staff.tabs).toContain('balance')
    const admin = await (await get('/api/v1/dealers/redline-performance', 'admin@example.com')).json()
    expect(admin).toMatchObject({ viewer_role: 'admin', may: { manage: true, members: true } })
  })

  it('never reveals another dealer, nor a dealer to a customer: 404 as for one that does not exist', async () => {
    const other = await get('/api/v1/dealers/redline-performance', 'apex@example.com')
    const customer = await get('/api/v1/dealers/redline-performance', 'customer@example.com')
    const missing = await get('/api/v1/dealers/no-such-dealer', 'apex@example.com')
    expect([other.status, customer.status, missing.status]).toEqual([404, 404, 404])
    expect(await other.json()).toEqual(await missing.json())
    expect((await get('/api/v1/dealers/redline-performance')).status).toBe(401)
    expect((await get('/api/v1/dealers/Not%20A%20Slug', 'admin@example.com')).status).toBe(422)
  })

  it('lists the asker’s own dealers', async () => {
    const mine = await (await get('/api/v1/dealers', 'apex@example.com')).json()
    expect(mine.data.map((dealer: { slug: string }) => dealer.slug)).toEqual(['apex-motorsport'])
    expect((await (await get('/api/v1/dealers', 'customer@example.com')).json()).data).toEqual([])
  })
})
