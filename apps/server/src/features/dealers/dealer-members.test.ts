import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { paths } from '@shop/domain/paths'
import { auditEvent } from '../../db/schema/audit'
import { invitation, member, user } from '../../db/schema/auth'
import { outboxMail } from '../../db/schema/mail'
import { createTestApp, type TestApp } from '../../../test/test-app'

// Issue 25 items 2–4, decision 0104: members, invitations, leaving and choosing a dealer, dashboard and log.

const SLUG = 'redline-performance'
const BASE = `/api/v1/dealers/${SLUG}`
let app: TestApp
let owner: string
const cookies = new Map<string, string>()
const as = async (email: string) => {
  if (!cookies.has(email)) cookies.set(email, await app.login(email))
  return cookies.get(email)!
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  owner = await as('dealer@example.com')
})
afterAll(async () => {
  await app?.close()
})

const lastMailTo = async (email: string) => {
  const [mail] = await app.db
    .select({ text: outboxMail.text, subject: outboxMail.subject })
    .from(outboxMail)
    .where(eq(outboxMail.to, email))
    .orderBy(desc(outboxMail.id))
    .limit(1)
  return mail
}

const memberIdOf = async (email: string, slug = SLUG) => {
  const list = await (await app.request('GET', `/api/v1/dealers/${slug}/members`, { cookie: owner })).json()
  return list.data.find((m: { email: string }) => m.email === email)?.id as string | undefined
}

describe('invitations: invite → e-mail → accept by the invitee → membership', () => {
  it('walks the whole way, once', async () => {
    const email = 'invited-one@example.com'
    const invited = await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email, role: 'member' } })
    expect(invited.status).toBe(201)
    const invite = await invited.json()
    expect(invite).toMatchObject({ email, role: 'member', status: 'pending', invited_by: expect.any(String) })
    const days = (Date.parse(invite.expires_at) - Date.parse(invite.created_at)) / 86_400_000
    expect(days).toBe(7)

    const mail = await lastMailTo(email)
    expect(mail?.subject).toContain('Redline Performance')
    const link = /https?:\/\/\S+/.exec(mail!.text)![0]
    expect(new URL(link).pathname).toBe(paths.dealerAcceptInvite(SLUG, invite.id))

    // Sent again: the same invitation, no second row.
    const again = await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email, role: 'member' } })
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe(invite.id)

    const invitee = await app.signUp(email)
    const shown = await app.request('GET', `/api/v1/dealer-invites/${invite.id}`, { cookie: invitee })
    expect(shown.status).toBe(200)
    expect(await shown.json()).toMatchObject({ dealer: { slug: SLUG, name: 'Redline Performance' }, role: 'member' })

    const accepted = await app.request('POST', `/api/v1/dealer-invites/${invite.id}/accept`, { cookie: invitee })
    expect(accepted.status).toBe(200)
    expect((await accepted.json()).status).toBe('accepted')
    // The next request of the invitee sees the membership (the cached session was forgotten).
    const mine = await (await app.request('GET', '/api/v1/dealers', { cookie: invitee })).json()
    expect(mine.data.map((d: { slug: string }) => d.slug)).toEqual([SLUG])
    const state = await (await app.request('GET', '/api/global/v1/ui-state', { cookie: invitee })).json()
    expect(state.dealer.slug).toBe(SLUG)

    const twice = await app.request('POST', `/api/v1/dealer-invites/${invite.id}/accept`, { cookie: invitee })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ code: 'invitation_accepted', message: ERROR_TEXTS.invitationAccepted })
    expect(await memberIdOf(email)).toBeDefined()
    const pending = await (await app.request('GET', `${BASE}/invites`, { cookie: owner })).json()
    expect(pending.data.map((i: { id: string }) => i.id)).not.toContain(invite.id)
  })

  it('shows an invitation to its invitee only: another e-mail gets 404, logged out 401', async () => {
    const invite = await (
      await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email: 'someone-else@example.com' } })
    ).json()
    const stranger = await as('customer@example.com')
    for (const [method, path] of [
      ['GET', `/api/v1/dealer-invites/${invite.id}`],
      ['POST', `/api/v1/dealer-invites/${invite.id}/accept`],
    ] as const) {
      expect((await app.request(method, path, { cookie: stranger })).status).toBe(404)
      expect((await app.request(method, path)).status).toBe(401)
    }
    expect((await app.request('GET', '/api/v1/dealer-invites/no-such-invite', { cookie: stranger })).status).toBe(404)
  })

  it('refuses an expired invitation with what to do, and renews it when sent again', async () => {
    const email = 'invited-late@example.com'
    const invite = await (await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email } })).json()
    await app.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, invite.id))
    const listed = await (await app.request('GET', `${BASE}/invites`, { cookie: owner })).json()
    expect(listed.data.find((i: { id: string }) => i.id === invite.id).status).toBe('expired')
    const invitee = await app.signUp(email)
    const late = await app.request('POST', `/api/v1/dealer-invites/${invite.id}/accept`, { cookie: invitee })
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ code: 'invitation_expired', message: ERROR_TEXTS.invitationExpired })

    const resent = await app.request('POST', `${BASE}/invites/${invite.id}/resend`, { cookie: owner })
    expect(resent.status).toBe(200)
    expect((await resent.json()).status).toBe('pending')
    expect((await app.request('POST', `/api/v1/dealer-invites/${invite.id}/accept`, { cookie: invitee })).status).toBe(
      200,
    )
  })

  it('cancels a pending invitation: its link stops working', async () => {
    const email = 'invited-canceled@example.com'
    const invite = await (await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email } })).json()
    expect((await app.request('DELETE', `${BASE}/invites/${invite.id}`, { cookie: owner })).status).toBe(204)
    expect((await app.request('DELETE', `${BASE}/invites/${invite.id}`, { cookie: owner })).status).toBe(409)
    const invitee = await app.signUp(email)
    const answer = await app.request('POST', `/api/v1/dealer-invites/${invite.id}/accept`, { cookie: invitee })
    expect(await answer.json()).toMatchObject({ code: 'invitation_canceled' })
  })

  it('lets only those with team management invite; a manager cannot invite an owner; a member’s address is a 409', async () => {
    const member = await as('dealer-member@example.com')
    const body = { email: 'nope@example.com' }
    expect((await app.request('POST', `${BASE}/invites`, { cookie: member, body })).status).toBe(403)
    expect((await app.request('GET', `${BASE}/invites`, { cookie: member })).status).toBe(403)
    expect((await app.request('POST', `${BASE}/invites`, { cookie: await as('apex@example.com'), body })).status).toBe(
      404,
    )
    // A manager with team management invites members and managers, not owners.
    const [manager] = await app.db.select().from(user).where(eq(user.email, 'dealer-manager@example.com'))
    await app.db
      .update(user)
      .set({ flags: ['tm'] })
      .where(eq(user.id, manager!.id))
    await app.deps.globalState.forgetUser(manager!.id)
    const managerCookie = await as('dealer-manager@example.com')
    const asOwner = await app.request('POST', `${BASE}/invites`, {
      cookie: managerCookie,
      body: { email: 'would-be-owner@example.com', role: 'owner' },
    })
    expect(asOwner.status).toBe(403)
    expect((await asOwner.json()).message).toBe(ERROR_TEXTS.dealerOwnerByOwnerOnly)
    const asManager = await app.request('POST', `${BASE}/invites`, {
      cookie: managerCookie,
      body: { email: 'new-manager@example.com', role: 'manager' },
    })
    expect(asManager.status).toBe(201)
    const already = await app.request('POST', `${BASE}/invites`, {
      cookie: owner,
      body: { email: 'DEALER-MEMBER@example.com' },
    })
    expect(already.status).toBe(409)
    expect((await already.json()).code).toBe('dealer_already_member')
    const bad = await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email: 'x\u0000@example.com' } })
    expect(bad.status).toBe(422)
  })
})

describe('members: list, role, remove, leave', () => {
  it('lists the members for owners, managers and staff, not for members', async () => {
    const list = await app.request('GET', `${BASE}/members`, { cookie: owner })
    expect(list.status).toBe(200)
    const { data } = await list.json()
    expect(data[0]).toMatchObject({ email: 'dealer@example.com', role: 'owner', since: expect.any(String) })
    expect(data.map((m: { email: string }) => m.email)).toContain('dealer-member@example.com')
    expect((await app.request('GET', `${BASE}/members`, { cookie: await as('staff@example.com') })).status).toBe(200)
    expect(
      (await app.request('GET', `${BASE}/members`, { cookie: await as('dealer-member@example.com') })).status,
    ).toBe(403)
  })

  it('keeps the last owner: not demoted, not removed, cannot leave', async () => {
    const ownerId = (await memberIdOf('dealer@example.com'))!
    const demote = await app.request('PATCH', `${BASE}/members/${ownerId}`, { cookie: owner, body: { role: 'member' } })
    expect(demote.status).toBe(409)
    expect(await demote.json()).toEqual({ code: 'dealer_last_owner', message: ERROR_TEXTS.dealerLastOwner })
    expect((await app.request('DELETE', `${BASE}/members/${ownerId}`, { cookie: owner })).status).toBe(409)
    expect((await app.request('POST', `${BASE}/leave`, { cookie: owner })).status).toBe(409)
  })

  it('changes a role and removes a member, audited, and the member’s next request sees it', async () => {
    const email = 'dealer-member@example.com'
    const memberCookie = await as(email)
    const id = (await memberIdOf(email))!
    const promoted = await app.request('PATCH', `${BASE}/members/${id}`, { cookie: owner, body: { role: 'manager' } })
    expect(promoted.status).toBe(200)
    expect((await promoted.json()).role).toBe('manager')
    const seen = await (await app.request('GET', BASE, { cookie: memberCookie })).json()
    expect(seen.viewer_role).toBe('manager')

    // Another dealer's member id is not this dealer's: 404.
    const apexOwner = await as('apex@example.com')
    const apexList = await (
      await app.request('GET', '/api/v1/dealers/apex-motorsport/members', { cookie: apexOwner })
    ).json()
    const apexId = apexList.data[0].id
    expect((await app.request('DELETE', `${BASE}/members/${apexId}`, { cookie: owner })).status).toBe(404)
    expect(
      (await app.request('PATCH', `${BASE}/members/${apexId}`, { cookie: owner, body: { role: 'member' } })).status,
    ).toBe(404)

    expect((await app.request('DELETE', `${BASE}/members/${id}`, { cookie: owner })).status).toBe(204)
    expect((await app.request('GET', BASE, { cookie: memberCookie })).status).toBe(404)

    const log = await (await app.request('GET', `${BASE}/logs`, { cookie: owner })).json()
    const summaries = log.data.map((event: { summary: string }) => event.summary)
    expect(summaries).toContain(`${email} was removed.`)
    expect(summaries).toContain(`${email} is now manager (was member).`)
    expect(log.meta).toMatchObject({ page: 1, total: log.data.length })
    // Put the demo member back.
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    await app.db.insert(member).values({ id: crypto.randomUUID(), organizationId: seen.id, userId: row!.id })
    await app.deps.globalState.forgetUser(row!.id)
  })

  it('lets a member leave and another choose which dealer the shop prices for', async () => {
    const email = 'two-dealers@example.com'
    const cookie = await app.signUp(email)
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    const dealers = await (await app.request('GET', '/api/v1/dealers', { cookie: owner })).json()
    const apex = await (
      await app.request('GET', '/api/v1/dealers/apex-motorsport', { cookie: await as('apex@example.com') })
    ).json()
    // Joined Redline first, then Apex: with no choice made, the first one joined is the dealer.
    for (const [at, organizationId] of [dealers.data[0].id, apex.id].entries()) {
      const createdAt = new Date(Date.UTC(2026, 0, 1 + at))
      await app.db.insert(member).values({ id: crypto.randomUUID(), organizationId, userId: row!.id, createdAt })
    }
    await app.deps.globalState.forgetUser(row!.id)
    const stateOf = async () => (await (await app.request('GET', '/api/global/v1/ui-state', { cookie })).json()).dealer
    expect((await stateOf()).slug).toBe(SLUG)
    expect((await app.request('PUT', '/api/v1/dealers/apex-motorsport/preferred', { cookie })).status).toBe(200)
    expect((await stateOf()).slug).toBe('apex-motorsport')
    expect((await app.request('PUT', `${BASE}/preferred`, { cookie: await as('staff@example.com') })).status).toBe(403)

    expect((await app.request('POST', '/api/v1/dealers/apex-motorsport/leave', { cookie })).status).toBe(200)
    expect((await stateOf()).slug).toBe(SLUG)
    expect((await app.request('GET', '/api/v1/dealers/apex-motorsport', { cookie })).status).toBe(404)
  })
})

describe('dashboard, log, tickets and support status', () => {
  it('shows owners money, credits, open requests and activity; members no money', async () => {
    const board = await (await app.request('GET', `${BASE}/dashboard`, { cookie: owner })).json()
    expect(Array.isArray(board.money)).toBe(true)
    for (const line of board.money) {
      expect(line.available.amount_minor).toBe(line.balance.amount_minor + line.credit_limit.amount_minor)
    }
    expect(board.credits).toEqual({ ecu: expect.any(Number), tcu: expect.any(Number), awd: expect.any(Number) })
    // Against the tables themselves: every currency with a money account or a limit, every open request counted.
    const rowsOf = async (query: ReturnType<typeof sql>) => {
      const result = (await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
      return result.rows
    }
    const currencies = await rowsOf(sql`
      select unit as currency from ledger_account
        where owner_kind = 'organization' and kind = 'dealer-balance'
          and owner_id = (select id from organization where slug = ${SLUG})
      union select currency from dealer_credit_limit
        where organization_id = (select id from organization where slug = ${SLUG})`)
    expect(board.money.map((line: { balance: { currency: string } }) => line.balance.currency).sort()).toEqual(
      currencies.map((row) => row.currency).sort(),
    )
    const [open] = await rowsOf(sql`
      select count(*)::int as total from tune_request
        where dealer_org_id = (select id from organization where slug = ${SLUG})
          and status not in ('delivered', 'cancelled', 'rejected')`)
    expect(board.open_requests.count).toBe(open!.total)
    expect(board.open_requests.latest.length).toBe(Math.min(5, Number(open!.total)))
    expect(board.activity.length).toBeGreaterThan(0)
    expect(board.activity.length).toBeLessThanOrEqual(10)
    // The checklist the dashboard carries is the one its own endpoint answers (decision 0110).
    const onboarding = await (await app.request('GET', `${BASE}/onboarding-progress`, { cookie: owner })).json()
    expect(board.onboarding).toEqual(onboarding)
    expect(board.onboarding.steps.length).toBe(board.onboarding.total)
    // The dealer's own records whatever their subject: the seeded card payments (subject 'dealer') are in its log.
    const log = await (await app.request('GET', `${BASE}/logs?per_page=100`, { cookie: owner })).json()
    expect(log.data.map((event: { action: string }) => event.action)).toContain('dealer.balance-paid')
    const asMember = await (
      await app.request('GET', `${BASE}/dashboard`, { cookie: await as('dealer-member@example.com') })
    ).json()
    expect(asMember.money).toBeNull()
    expect(asMember.activity).toEqual([])
    expect((await app.request('GET', `${BASE}/dashboard`, { cookie: await as('apex@example.com') })).status).toBe(404)
  })

  it('answers tickets as an empty page and the support status', async () => {
    const tickets = await (await app.request('GET', `${BASE}/tickets`, { cookie: owner })).json()
    expect(tickets).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0, pages: 1 } })
    const status = await (await app.request('GET', `${BASE}/support-status`, { cookie: owner })).json()
    expect(status).toMatchObject({ open_now: expect.any(Boolean), hours: expect.any(String), open_tickets: 0 })
    expect((await app.request('GET', `${BASE}/logs`, { cookie: await as('dealer-member@example.com') })).status).toBe(
      403,
    )
  })
})

describe('an owner has team management', () => {
  const flagsOf = async (email: string) =>
    (await app.db.select({ flags: user.flags }).from(user).where(eq(user.email, email)))[0]!.flags
  const audited = async (email: string) => {
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    return app.db
      .select({ details: auditEvent.details })
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'user.flags-changed'), eq(auditEvent.subjectId, row!.id)))
  }

  it('gets the flag by accepting an owner’s invitation, or by being made owner, and invites at once', async () => {
    const invitedOwner = 'invited-owner@example.com'
    const invite = await (
      await app.request('POST', `${BASE}/invites`, { cookie: owner, body: { email: invitedOwner, role: 'owner' } })
    ).json()
    const invitedCookie = await app.signUp(invitedOwner)
    expect(await flagsOf(invitedOwner)).toEqual([])
    const accepted = await app.request('POST', `/api/v1/dealer-invites/${invite.id}/accept`, { cookie: invitedCookie })
    expect(accepted.status).toBe(200)
    expect(await flagsOf(invitedOwner)).toEqual(['tm'])
    expect((await audited(invitedOwner)).map((a) => a.details)).toEqual([
      { before: { flags: [] }, after: { flags: ['tm'] } },
    ])
    expect((await (await app.request('GET', BASE, { cookie: invitedCookie })).json()).may.members).toBe(true)
    const byNewOwner = await app.request('POST', `${BASE}/invites`, {
      cookie: invitedCookie,
      body: { email: 'made-owner@example.com', role: 'member' },
    })
    expect(byNewOwner.status).toBe(201)

    // A member made owner gets it too, once.
    const madeCookie = await app.signUp('made-owner@example.com')
    const memberInvite = await byNewOwner.json()
    await app.request('POST', `/api/v1/dealer-invites/${memberInvite.id}/accept`, { cookie: madeCookie })
    expect(await flagsOf('made-owner@example.com')).toEqual([])
    const id = (await memberIdOf('made-owner@example.com'))!
    const made = await app.request('PATCH', `${BASE}/members/${id}`, { cookie: owner, body: { role: 'owner' } })
    expect(made.status).toBe(200)
    expect(await flagsOf('made-owner@example.com')).toEqual(['tm'])
    expect((await (await app.request('GET', BASE, { cookie: madeCookie })).json()).may.members).toBe(true)
    expect(await audited('made-owner@example.com')).toHaveLength(1)

    // Redline keeps its one demo owner for the specs beside this one.
    for (const email of [invitedOwner, 'made-owner@example.com']) {
      const memberId = (await memberIdOf(email))!
      expect((await app.request('DELETE', `${BASE}/members/${memberId}`, { cookie: owner })).status).toBe(204)
    }
  })
})
