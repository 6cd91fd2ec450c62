import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { matchRoutes, type RouteObject } from 'react-router'
import { expect, test } from '../../fixtures/test'

/**
 * Every page is found by following links (decision 0070): the header, the footer and the account menu of every
 * role lead to no 404, and every page of the route table is reached by links from `/` for a role that may see it.
 */

type RouteEntry = { id: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] }
type PageRoute = { id: string; path: string; guard: 'user' | 'staff' | null }

const repoDir = fileURLToPath(new URL('../../../', import.meta.url))

/** THE route table (apps/web/app/routes.ts) as React Router itself reads it: no list is copied by hand here. */
function readRouteTable(): RouteEntry[] {
  const json = execFileSync(
    process.execPath,
    [`${repoDir}node_modules/@react-router/dev/bin.cjs`, 'routes', '--json'],
    {
      cwd: `${repoDir}apps/web`,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  ).replace(/^[^[]*/, '')
  return JSON.parse(json) as RouteEntry[]
}

const toRouteObjects = (entries: RouteEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: toRouteObjects(entry.children ?? []) },
  )

/** Every page (leaf) route with its full path and the guard layout it sits in. */
function pageRoutes(entries: RouteEntry[], parent = '', guard: PageRoute['guard'] = null): PageRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
    const within = entry.file.includes('require-staff') ? 'staff' : entry.file.includes('require-user') ? 'user' : guard
    if (entry.children?.length) return pageRoutes(entry.children, path, within)
    return [{ id: entry.id, path: path || '/', guard: within }]
  })
}

/**
 * Pages no link of the shop leads to, on purpose; each says why. A page missing from here and from every
 * crawl fails the test.
 */
const NOT_LINKED: Record<string, string> = {
  // The 404 page itself, and the forbidden page the guards redirect to.
  'routes/not-found': 'the answer to an unknown path',
  'routes/page-not-found': 'SPEC §2 names it; the 404 page under a fixed address',
  'routes/forbidden': 'where a guard sends a logged-in visitor without access',
  'home-index-html': 'the home page under its old address',
  // Reached from outside the shop: e-mails, other sites, the auth library's redirects.
  'routes/auth/auth-redirect': 'SPEC §2 "/auth/... is a login redirect" from other sites',
  'routes/auth/auth-error': 'where the auth library sends a failed social login',
  'routes/auth/auth-success': 'where the auth library sends a finished social login',
  'routes/auth/reset-password': 'the token link of the password reset mail',
  'routes/checkout/complete': 'the confirmation after paying, with the order token (/checkout/complete/:id/:token)',
  'routes/dealer/accept-invite': 'the link of the invitation mail (issue 25 item 3)',
  'routes/tuning/claim':
    'the token link of the order mail and the confirmation page that attaches a guest order (decision 0069)',
  'routes/site/short-link': 'short links (/:hash) are handed out, not linked',
  // Issue 26: the links of the support desk's and the newsletter's mails.
  'routes/tickets/ticket-access': "a ticket's link, mailed to its (guest) customer with every reply (decision 0112)",
  'routes/support/feedback': 'the single-use link of the feedback mail after a solved ticket or a delivered tune',
  'routes/newsletter/confirm': 'the double opt-in link of the sign-up mail (decision 0117)',
  'routes/newsletter/unsubscribe': 'the unsubscribe link of every newsletter mail',
  'routes/newsletter/unsubscribed': 'where unsubscribing from a list lands',
  // Redirects: the page they redirect to is what is linked.
  'routes/catalog/add-on-tunes-redirect': 'redirects to the vehicle page without the add-on segment',
  'routes/catalog/ecu-tuning-redirect': 'redirects to /catalog',
  'routes/catalog/ktag-redirect': 'redirects to /kess',
  'routes/tuning/request-download': 'redirects to the request status page',
  // Reached by a button once the visitor has chosen something (a crawl from / has an empty cart, no tune chosen).
  'routes/checkout/checkout': "the cart's Checkout button, once something is in the cart",
  'routes/purchase/catalog-purchase': "a vehicle page's Buy, once tunes are chosen (decision 0016)",
  // Feature flag off in the shop the tests run (404 by design, decision 0025).
  'routes/store/kit-builder': 'exists only when its feature flag is on',
  // Files for crawlers.
  'routes/catalog/sitemap': 'for search engines (robots.txt names it)',
  'routes/catalog/robots': 'for search engines',
}
/**
 * Pages of an object the demo accounts only have after they act (a request, a datalog, a purchase): linked from the
 * order history and the tuning pages once one exists. Other browser tests make some for the shared demo accounts,
 * so a crawl may or may not reach them: they are neither required nor held to the honesty check below.
 */
const LINKED_ONCE_THERE_IS_ONE: Record<string, string> = {
  'routes/tuning/request-status': 'a tune request of the crawling account (none is seeded)',
  'routes/tuning/log-graph': 'a datalog of the crawling account (none is seeded)',
  'routes/purchase/catalog-purchase-detail': 'a catalog purchase of the crawling account (none is seeded)',
  'routes/profile/order': 'an order of the crawling account (none is seeded)',
  'routes/dealer/fz-order': 'a row of the dealer’s tool orders (other specs place some for the demo dealer)',
  'routes/profile/invoice': "an order's View invoice, and the token link of the order mail",
  'routes/admin/order': "a row of the back office's order list, for staff and admins",
  'routes/newsletter/issue':
    'the "View in your browser" link of every newsletter mail, and a sent issue\'s page in /admin/newsletter (other specs send one)',
}
/**
 * Back-office screens that are Admin's alone (PERMISSIONS.md): every crawled role is sent to /forbidden, so no crawl
 * here reaches them; e2e/specs/admin/ledger.spec.ts walks to each from /admin as the demo admin (decision 0091).
 */
const ADMIN_ONLY: Record<string, string> = {
  'routes/admin/value-transfers': "the back office's side navigation, and where /admin opens for an admin",
  'routes/admin/value-transfers-new': "the value transfer list's New value transfer",
  'routes/admin/value-transfers-detail': 'a row of the value transfer list',
  'routes/admin/transactions': "the back office's side navigation",
  'routes/admin/transactions-detail': 'a row of the transaction list',
  'routes/admin/transactions-export': "the transaction list's Export CSV (a download)",
  'routes/admin/users': "the back office's side navigation of an Admin",
  'routes/admin/user': 'a row of the user list',
  'routes/admin/audit-log': "the back office's side navigation of an Admin, and each object's audit trail",
  'routes/admin/metrics': "the back office's side navigation of an Admin",
  'routes/admin/metrics-tunes': "the back office's side navigation of an Admin",
  'routes/admin/metrics-vehicles': "the back office's side navigation of an Admin",
  'routes/admin/web-traffic': "the back office's side navigation of an Admin",
  'routes/admin/products': 'the back office navigation of an admin (Products)',
  'routes/admin/product-new': "the product list's New product, for an admin",
  'routes/admin/product': 'a row of the product list, for an admin',
  'routes/admin/product-edit': "a product page's Edit product, for an admin",
  'routes/admin/dealer-applications': 'the back office navigation of an admin (Dealer applications)',
  'routes/admin/dealer-application': 'a row of the dealer application list, for an admin',
  'routes/admin/sales': 'the back office navigation of an admin (Sales)',
  'routes/admin/sale-new': "the sale list's New sale, for an admin",
  'routes/admin/sale-edit': 'a row of the sale list, for an admin',
  'routes/admin/discount-codes': 'the back office navigation of an admin (Discount codes)',
  'routes/admin/discount-code-new': "the code list's New discount code and the sale form's link, for an admin",
  'routes/admin/discount-code-edit': 'a row of the discount code list, for an admin',
  'routes/admin/colors': "the back office's side navigation of a Super Admin (e2e/specs/admin/colors.spec.ts)",
  'routes/admin/dealers': 'the back office navigation of an admin (Dealers; e2e/specs/admin/dealers.spec.ts)',
  'routes/admin/dealer-new': "the dealer list's New dealer, for an admin",
  'routes/admin/dealer': 'a row of the dealer list, for an admin',
  'routes/admin/dealer-edit': "a dealer's Edit, for an admin",
  'routes/admin/dealer-dashboard': 'the back office navigation of an admin (Dealer dashboard)',
  'routes/admin/dealer-info': "the dealer dashboard's programme information, for an admin",
  'routes/admin/dealer-signature-authorities': 'the back office navigation of an admin (Signature authority)',
  'routes/admin/dealer-signature-authority': 'a row of the signatory list, for an admin',
}
const notLinked = (id: string) =>
  id in NOT_LINKED || id in LINKED_ONCE_THERE_IS_ONE || id in ADMIN_ONLY || /^(tag-redirect|fixed-redirect)-/.test(id)

const ROLES = [
  { role: 'anonymous', email: null },
  { role: 'customer', email: 'customer@example.com' },
  { role: 'staff', email: 'staff@example.com' },
  { role: 'tuner', email: 'tuner@example.com' },
  { role: 'dealer', email: 'dealer@example.com' },
] as const

/** Pages one role's crawl visits at most: one per route and path depth, so the catalog cannot eat the budget. */
const CRAWL_BUDGET = 160

let table: RouteObject[]
let pages: PageRoute[]
test.beforeAll(() => {
  const entries = readRouteTable()
  table = toRouteObjects(entries)
  pages = pageRoutes(entries)
})

/** The page route a path opens (React Router's own ranking: static segments beat dynamic ones). */
const routeOf = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id ?? null

/** Same-origin page paths of an HTML document's links (no API calls, no fragments, no mail links). */
function linksIn(html: string, base: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&')
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/.test(href)) continue
    const url = new URL(href, base)
    if (url.origin !== new URL(base).origin || url.pathname.startsWith('/api/')) continue
    found.add(norm(url.pathname) + url.search)
  }
  return [...found]
}

/** A path as the route table writes it: no trailing slash (`/profile/orders/` is `/profile/orders`). */
const norm = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The links of the header, the footer and the opened account menu of the page on screen (wide layout). */
async function frameLinks(page: Page) {
  const paths = async (links: ReturnType<Page['locator']>) =>
    (
      await links.evaluateAll((all) =>
        (all as HTMLAnchorElement[]).filter((a) => a.origin === location.origin).map((a) => a.pathname),
      )
    ).map(norm)
  const header = await paths(page.locator('header a[href]'))
  const footer = await paths(page.locator('footer a[href]'))
  // The account menu: the header's disclosure button that controls a list (logged in only).
  const trigger = page.getByRole('banner').locator('button[aria-controls]')
  if ((await trigger.count()) === 0) return { header, footer, menu: [] as string[] }
  await trigger.click()
  const list = page.getByRole('list', { name: 'Your account' })
  await expect(list).toBeVisible()
  const menu = await paths(list.locator('a[href]'))
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  return { header, footer, menu }
}

/** The links of the back office's side navigation (wide layout), read on its own page, which is left again. */
async function backOfficeLinks(page: Page) {
  await page.goto(paths.admin())
  const nav = page.getByRole('navigation', { name: 'Back office' }).first()
  await expect(nav).toBeVisible()
  const links = await nav
    .locator('a[href]')
    .evaluateAll((all) =>
      (all as HTMLAnchorElement[]).filter((a) => a.origin === location.origin).map((a) => a.pathname),
    )
  await page.goto(paths.home())
  return links.map(norm)
}

/** GET a page as the context's account: its final status and whether it is the 404 or the forbidden page. */
async function open(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } })
  const html = await response.text()
  return {
    status: response.status(),
    finalPath: norm(new URL(response.url()).pathname),
    html,
    notFound: response.status() === 404 || html.includes('We could not find that page'),
  }
}

test.describe.configure({ mode: 'serial' })

const reached = new Map<string, string>()

for (const { role, email } of ROLES) {
  test(`as ${role}: every page the header, the footer and the account menu link to opens (no 404), and links lead everywhere`, async ({
    page,
    loginAs,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    if (email) await loginAs(email)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(paths.home())
    const { header, footer, menu } = await frameLinks(page)
    expect(header.length, 'the header has links').toBeGreaterThan(3)

    if (!email) {
      // Logged out: where the account links would be, the way in.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Log in' })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Create an account' })).toBeVisible()
      expect(menu).toEqual([])
    } else {
      expect(menu.length, 'the account menu opens with links').toBeGreaterThan(0)
      // The same account pages in the menu and the footer.
      expect(footer).toEqual(expect.arrayContaining(menu))
      // Every page of the account area without an id in its path that this role may open is in the menu:
      // the route table's guarded pages, less those the role is sent away from (/forbidden).
      // The back office is one link of the menu; its screens are linked from its side navigation (decision 0088).
      const backOffice = menu.includes(paths.admin()) ? await backOfficeLinks(page) : []
      // A back-office screen's own pages without an id (a list's "New …", the blog's bios and their "New bio") are
      // links of that screen, or of a screen it links to: two steps from the side navigation.
      const screenLinks = new Set<string>()
      let screens = backOffice
      for (let step = 0; step < 2; step += 1) {
        const next: string[] = []
        for (const screen of screens) {
          const answer = await open(page.request, screen)
          for (const link of linksIn(answer.html, baseURL!).map((l) => norm(new URL(l, baseURL).pathname))) {
            if (screenLinks.has(link) || backOffice.includes(link)) continue
            screenLinks.add(link)
            if (link.startsWith(paths.admin()) && !/\d/.test(link)) next.push(link)
          }
        }
        screens = next
      }
      const accountPages = pages.filter((route) => route.guard !== null && !route.path.includes(':'))
      for (const route of accountPages) {
        const answer = await open(page.request, route.path)
        const mayOpen = answer.finalPath !== paths.forbidden() && !answer.finalPath.startsWith(paths.login())
        const linked = [menu, header, backOffice, [...screenLinks]].some((links) => links.includes(route.path))
        if (mayOpen)
          expect(
            linked,
            `${route.path} is in the account menu, the header, the back office navigation of a ${role} or one of its screens`,
          ).toBe(true)
        else expect(menu, `${route.path} would send a ${role} to /forbidden`).not.toContain(route.path)
      }
    }

    // The phone menu offers the same account pages as the account menu (or the way in, logged out).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    const phoneMenu = page.getByRole('dialog', { name: 'Menu' })
    await expect(phoneMenu).toBeVisible()
    const phoneLinks = (
      await phoneMenu.locator('a[href]').evaluateAll((all) => (all as HTMLAnchorElement[]).map((a) => a.pathname))
    ).map(norm)
    if (email) expect(phoneLinks).toEqual(expect.arrayContaining(menu))
    else await expect(phoneMenu.getByRole('link', { name: 'Log in' })).toBeVisible()
    await phoneMenu.getByRole('button', { name: 'Close menu' }).click()
    await page.setViewportSize({ width: 1280, height: 900 })

    // Every page the frame links to opens, with no 404.
    for (const path of new Set([...header, ...footer, ...menu])) {
      const answer = await open(page.request, path)
      expect(answer.notFound, `${path} (linked from the page frame of a ${role}) is not the 404 page`).toBe(false)
      expect(answer.status, `${path} answers`).toBeLessThan(500)
    }

    // Breadth-first from `/` (and the menu's links, which are links of `/` once it is open).
    const queue = ['/', ...menu]
    const seen = new Set(queue)
    const visitedShapes = new Set<string>()
    let visits = 0
    while (queue.length > 0 && visits < CRAWL_BUDGET) {
      const path = queue.shift()!
      const id = routeOf(new URL(path, baseURL).pathname)
      if (id) reached.set(id, reached.get(id) ?? `${role}: ${path}`)
      const shape = `${id} ${new URL(path, baseURL).pathname.split('/').length}`
      if (visitedShapes.has(shape)) continue
      visitedShapes.add(shape)
      visits += 1
      const answer = await open(page.request, path)
      if (answer.notFound || answer.status >= 400) continue
      for (const link of linksIn(answer.html, baseURL!)) {
        if (seen.has(link)) continue
        seen.add(link)
        queue.push(link)
        const linkedId = routeOf(new URL(link, baseURL).pathname)
        if (linkedId) reached.set(linkedId, reached.get(linkedId) ?? `${role}: ${link}`)
      }
    }
  })
}

test('every page of the route table is reached by links from / for a role that may see it', () => {
  const unreached = pages
    .filter((route) => !reached.has(route.id) && !notLinked(route.id))
    .map((route) => `${route.path} (${route.id})`)
  expect(unreached, 'pages of the route table that no link leads to').toEqual([])
  // The exceptions stay honest: a listed page that links do reach is taken off the list.
  const listedButLinked = Object.keys(NOT_LINKED).filter((id) => reached.has(id) && !id.startsWith('routes/not-found'))
  expect(listedButLinked, 'pages listed as not linked that links reach').toEqual([])
  expect(
    [...Object.keys(NOT_LINKED), ...Object.keys(LINKED_ONCE_THERE_IS_ONE), ...Object.keys(ADMIN_ONLY)].filter(
      (id) => !pages.some((route) => route.id === id),
    ),
  ).toEqual([])
})
