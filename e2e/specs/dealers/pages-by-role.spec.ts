import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { paths } from '@shop/domain/paths'
import routes from '../../../apps/web/app/routes'
import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD, uniqueEmail } from '../../fixtures/unique'

// Issue 25's acceptance: every /dealer/{slug} page × (owner, manager, member, another dealer's owner, customer,
// anonymous, staff, admin) answers what PERMISSIONS.md says. HTTP only (the server-rendered answer's status): the
// pages' looks are the other dealer specs'. The pages are read from the route table, so a new one fails here until
// its row below says who may open it.

const SLUG = 'redline-performance'
const NAME = 'Redline Performance'
const MISSING_SLUG = 'no-such-dealer-here'

type Role = 'owner' | 'manager' | 'member' | 'other dealer' | 'customer' | 'anonymous' | 'staff' | 'admin'
const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  owner: 'dealer@example.com',
  manager: 'dealer-manager@example.com',
  member: 'dealer-member@example.com',
  'other dealer': 'apex@example.com',
  customer: 'customer@example.com',
  staff: 'staff@example.com',
  admin: 'admin@example.com',
}
/**
 * What a role gets: the page (200), the forbidden page (a redirect there: it sees the dealer, not this tab), the
 * not-found page (404), or the login page (a redirect there, and back after).
 */
type Answer = 200 | 'forbidden' | 404 | 'login'

/**
 * PERMISSIONS.md's two rows of the dealer portal. "`/dealer/{slug}` group, tune credits, fz-orders": members,
 * managers, owners; staff read; Admin. "settings, members, invites, branding, pay-balance, statements, transfers,
 * disbursements": managers and owners; staff read; Admin; a member sees the dealer but not these (forbidden). Nobody
 * else learns the dealer exists (404, as for a slug no dealer has); logged out, the login page.
 */
const GROUP_ROW: Record<Role, Answer> = {
  owner: 200,
  manager: 200,
  member: 200,
  'other dealer': 404,
  customer: 404,
  anonymous: 'login',
  staff: 200,
  admin: 200,
}
const SETTINGS_ROW: Record<Role, Answer> = { ...GROUP_ROW, member: 'forbidden' }
/** An invitation is its invitee's alone: for everyone else it does not exist. */
const INVITEE_ONLY: Record<Role, Answer> = {
  owner: 404,
  manager: 404,
  member: 404,
  'other dealer': 404,
  customer: 404,
  anonymous: 'login',
  staff: 404,
  admin: 404,
}

/** Every page under /dealer/:slug in the route table, by its pattern, and the row of PERMISSIONS.md it is in. */
const PAGES: Record<string, Record<Role, Answer>> = {
  'dealer/:slug': GROUP_ROW,
  'dealer/:slug/tune-credits': GROUP_ROW,
  'dealer/:slug/fz-orders': GROUP_ROW,
  'dealer/:slug/fz-orders/:id': GROUP_ROW,
  'dealer/:slug/settings': SETTINGS_ROW,
  'dealer/:slug/branding': SETTINGS_ROW,
  'dealer/:slug/signature-authority': SETTINGS_ROW,
  'dealer/:slug/members': SETTINGS_ROW,
  'dealer/:slug/balance': SETTINGS_ROW,
  'dealer/:slug/balance-export': SETTINGS_ROW,
  'dealer/:slug/pay-balance': SETTINGS_ROW,
  'dealer/:slug/statements': SETTINGS_ROW,
  'dealer/:slug/statements/:id': SETTINGS_ROW,
  'dealer/:slug/print-statement/:id': SETTINGS_ROW,
  'dealer/:slug/print-statement/:id/pdf': SETTINGS_ROW,
  'dealer/:slug/transfers': SETTINGS_ROW,
  'dealer/:slug/transfer/:transfer': SETTINGS_ROW,
  'dealer/:slug/transfer-group/:transfer': SETTINGS_ROW,
  'dealer/:slug/disbursements': SETTINGS_ROW,
  'dealer/:slug/accept-invite/:id': INVITEE_ONLY,
  // Decision 0106: the snapshot is every member's (without money for a member), an invoice the balance readers'.
  'dealer/:slug/snapshot': GROUP_ROW,
  'dealer/:slug/print-invoice': SETTINGS_ROW,
}

/** The route table's page patterns, nested ones joined to their parents'. */
function patterns(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/')
    const own = entry.path !== undefined || entry.index ? [path] : []
    return [...own, ...patterns(entry.children ?? [], path)]
  })
}
const DEALER_PAGES = [...new Set(patterns(routes))].filter((pattern) => pattern.startsWith('dealer/:slug'))

/** Redline's objects the pages with an id open: read through the API as its owner (one invitation made). */
type Samples = { fzOrder: string; statement: string; transfer: string; group: string; invitation: string }

function pathOf(pattern: string, slug: string, samples: Samples): string {
  const [, page, id] = /^dealer\/:slug\/?([a-z-]*)(?:\/(:\w+))?(\/pdf)?$/.exec(pattern) ?? []
  if (pattern.endsWith('/pdf')) return paths.dealerStatementPdf(slug, samples.statement)
  if (page === 'balance-export') return paths.dealerBalanceExport(slug)
  if (page === 'snapshot') return paths.dealerSnapshot(slug)
  // The seed's dealer invoice (a tune-credit invoice billed to Redline) is number 1.
  if (page === 'print-invoice') return paths.dealerPrintInvoice(slug, { id: '1' })
  if (!id) return paths.dealer(slug, page || 'group')
  const pages: Record<string, (slug: string, id: string) => string> = {
    'fz-orders': (s) => paths.dealerFzOrder(s, samples.fzOrder),
    statements: (s) => paths.dealerStatement(s, samples.statement),
    'print-statement': (s) => paths.dealerPrintStatement(s, samples.statement),
    transfer: (s) => paths.dealerTransfer(s, samples.transfer),
    'transfer-group': (s) => paths.dealerTransferGroup(s, samples.group),
    'accept-invite': (s) => paths.dealerAcceptInvite(s, samples.invitation),
  }
  const build = pages[page!]
  if (!build) throw new Error(`no sample id for ${pattern}: add one to pathOf`)
  return build(slug, id)
}

/** The answer as the table names it. */
function answerOf(response: APIResponse): Answer | number {
  const location = response.headers().location ?? ''
  if (response.status() >= 300 && response.status() < 400) {
    if (location.startsWith(paths.login())) return 'login'
    return location === paths.forbidden() ? 'forbidden' : response.status()
  }
  return response.status()
}

test.describe('the dealer portal’s pages by role (PERMISSIONS.md)', () => {
  const contexts = new Map<Role, APIRequestContext>()
  let samples: Samples

  test.beforeAll(async ({ playwright, baseURL }) => {
    for (const role of Object.keys(EMAILS) as Exclude<Role, 'anonymous'>[]) {
      const context = await playwright.request.newContext({ baseURL, maxRedirects: 0 })
      const login = await context.post('/api/auth/sign-in/email', {
        data: { email: EMAILS[role], password: DEMO_PASSWORD },
        headers: { origin: baseURL! },
      })
      expect(login.status(), `log in as ${role}`).toBe(200)
      contexts.set(role, context)
    }
    contexts.set('anonymous', await playwright.request.newContext({ baseURL, maxRedirects: 0 }))
    const owner = contexts.get('owner')!
    const api = async (path: string) => {
      const response = await owner.get(`/api/v1/dealers/${SLUG}${path}`)
      expect(response.status(), path).toBe(200)
      return response.json()
    }
    const transfers = (await api('/transfers')).data as { id: string; group_id: string | null }[]
    const statements = (await api('/statements')).data as { id: string }[]
    // An invitation to an address none of the roles has; withdrawn again after the run.
    const invited = await owner.post(`/api/v1/dealers/${SLUG}/invites`, {
      data: { email: uniqueEmail('pages-by-role'), role: 'member' },
      headers: { origin: baseURL! },
    })
    expect(invited.status(), await invited.text()).toBe(201)
    // One flash-tool order on the balance (cancelled again after the run, which gives the money back).
    const { tools } = await api('/fz-orders/catalog')
    const ordered = await owner.post(`/api/v1/dealers/${SLUG}/fz-orders`, {
      data: { lines: [{ tool_id: tools[0].id, quantity: 1 }] },
      headers: { origin: baseURL!, 'idempotency-key': uniqueEmail('pages-by-role-order') },
    })
    expect(ordered.status(), await ordered.text()).toBe(201)
    samples = {
      fzOrder: String((await ordered.json()).id),
      statement: statements[0]!.id,
      transfer: transfers[0]!.id,
      group: transfers.find((transfer) => transfer.group_id)!.group_id!,
      invitation: (await invited.json()).id,
    }
  })

  test.afterAll(async ({ baseURL }) => {
    const owner = contexts.get('owner')
    if (owner && samples?.invitation) {
      const withdrawn = await owner.delete(`/api/v1/dealers/${SLUG}/invites/${samples.invitation}`, {
        headers: { origin: baseURL! },
      })
      expect(withdrawn.status()).toBeLessThan(300)
    }
    const staff = contexts.get('staff')
    if (staff && samples?.fzOrder) {
      const cancelled = await staff.patch(`/api/v1/fz-orders/${samples.fzOrder}`, {
        data: { state: 'cancelled' },
        headers: { origin: baseURL! },
      })
      expect(cancelled.status(), await cancelled.text()).toBe(200)
    }
    for (const context of contexts.values()) await context.dispose()
  })

  test('every /dealer/{slug} page of the route table has its row here', () => {
    expect(DEALER_PAGES.length).toBeGreaterThan(15)
    expect(DEALER_PAGES.filter((pattern) => !PAGES[pattern])).toEqual([])
  })

  test('every page × every role answers as PERMISSIONS.md says; another dealer learns nothing', async () => {
    const wrong: string[] = []
    for (const pattern of DEALER_PAGES) {
      const path = pathOf(pattern, SLUG, samples)
      for (const [role, context] of contexts) {
        const response = await context.get(path)
        const answer = answerOf(response)
        if (answer !== PAGES[pattern]![role])
          wrong.push(`${path} as ${role}: ${answer}, PERMISSIONS.md: ${PAGES[pattern]![role]}`)
        if (role === 'other dealer' || role === 'customer') {
          // The same answer as for a slug no dealer has, and nothing of Redline's in it.
          const missing = answerOf(await context.get(pathOf(pattern, MISSING_SLUG, samples)))
          if (missing !== answer) wrong.push(`${path} as ${role}: ${answer}, a missing slug: ${missing}`)
          const text = await response.text()
          if (text.includes(NAME)) wrong.push(`${path} as ${role}: the answer names ${NAME}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })
})
