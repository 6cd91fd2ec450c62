import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

/**
 * Issue 24: every back-office screen × role gives what PERMISSIONS.md says — the screen, the forbidden page, or
 * the login page. The expectations are written here by hand from PERMISSIONS.md's matrix ("/admin metrics,
 * orders, transactions, stock, web traffic: staff read (orders, stock); Admin ✔"; products, value transfers:
 * Admin; the staff tools: staff; site settings: Super Admin); every /admin page of the route table must be in the list, so a new screen
 * cannot go untested.
 */

type Who = 'staff' | 'admin' | 'superadmin'

/** Who may open each back-office page (path pattern of the route table → the lowest role that opens it). */
const SCREENS: Record<string, { opens: Who; sample?: string }> = {
  '/admin': { opens: 'staff' },
  '/admin/orders': { opens: 'staff' },
  '/admin/orders/:id': { opens: 'staff', sample: '/admin/orders/S-1' },
  '/admin/stock': { opens: 'staff' },
  '/admin/stock/product/:productSlug': { opens: 'staff', sample: '/admin/stock/product/fz3-flash-tool' },
  '/admin/stock/location/:locationSlug': { opens: 'staff', sample: '/admin/stock/location/costa-mesa' },
  '/admin/outbox': { opens: 'staff' },
  '/admin/jobs': { opens: 'staff' },
  // Content pages (issue 26 item 4, decision 0115): staff write them; a tool chart's page opens even unwritten.
  '/admin/pages': { opens: 'staff' },
  '/admin/pages/:key': { opens: 'staff', sample: '/admin/pages/tcc__1' },
  '/admin/transactions': { opens: 'admin' },
  '/admin/transactions/:id': { opens: 'admin', sample: '/admin/transactions/00000000-0000-4000-8000-000000000000' },
  '/admin/transactions-export': { opens: 'admin' },
  '/admin/instatune-value-transfers': { opens: 'admin' },
  '/admin/instatune-value-transfers/new': { opens: 'admin' },
  '/admin/instatune-value-transfers/:id': {
    opens: 'admin',
    sample: '/admin/instatune-value-transfers/00000000-0000-4000-8000-000000000000',
  },
  '/admin/products': { opens: 'admin' },
  '/admin/products/new': { opens: 'admin' },
  '/admin/products/:id': { opens: 'admin', sample: '/admin/products/1' },
  '/admin/products/:id/edit': { opens: 'admin', sample: '/admin/products/1/edit' },
  '/admin/sales': { opens: 'admin' },
  '/admin/sales/new': { opens: 'admin' },
  '/admin/sales/:id/edit': { opens: 'admin', sample: '/admin/sales/1/edit' },
  '/admin/discount-codes': { opens: 'admin' },
  '/admin/discount-codes/new': { opens: 'admin' },
  '/admin/discount-codes/:id/edit': { opens: 'admin', sample: '/admin/discount-codes/1/edit' },
  '/admin/metrics': { opens: 'admin' },
  '/admin/metrics/tunes': { opens: 'admin' },
  '/admin/metrics/vehicles': { opens: 'admin' },
  '/admin/web-traffic': { opens: 'admin' },
  '/admin/users': { opens: 'admin' },
  '/admin/users/:id': { opens: 'admin', sample: '/admin/users/00000000-0000-4000-8000-000000000001' },
  '/admin/audit-log': { opens: 'admin' },
  // Dealers (issue 25 item 8): every /admin dealer screen is Admin's.
  '/admin/dealers': { opens: 'admin' },
  '/admin/dealers/new': { opens: 'admin' },
  '/admin/dealers/:id': { opens: 'admin', sample: '/admin/dealers/00000000-0000-4000-8000-0000000000d1' },
  '/admin/dealers/:id/edit': { opens: 'admin', sample: '/admin/dealers/00000000-0000-4000-8000-0000000000d1/edit' },
  '/admin/dealer': { opens: 'admin' },
  '/admin/dealer/info': { opens: 'admin' },
  '/admin/dealer-signature-authority': { opens: 'admin' },
  '/admin/dealer-signature-authority/:id': { opens: 'admin', sample: '/admin/dealer-signature-authority/1' },
  '/admin/dealer/applications': { opens: 'admin' },
  '/admin/dealer/applications/:id': { opens: 'admin', sample: '/admin/dealer/applications/1' },
  // The staff inbox and the customers' feedback (issue 26 items 2 and 3): support is staff's (support:work).
  '/admin/tickets': { opens: 'staff' },
  '/admin/tickets/:id': { opens: 'staff', sample: '/admin/tickets/1' },
  '/admin/feedback': { opens: 'staff' },
  // Beta programs (issue 26 item 7): staff write content (content:write).
  '/admin/beta': { opens: 'staff' },
  '/admin/beta/new': { opens: 'staff' },
  '/admin/beta/:id': { opens: 'staff', sample: '/admin/beta/1' },
  // The blog and its bios (issue 26 item 5): staff write content (content:write).
  '/admin/blog': { opens: 'staff' },
  '/admin/blog/new': { opens: 'staff' },
  '/admin/blog/:id': { opens: 'staff', sample: '/admin/blog/1' },
  '/admin/bios': { opens: 'staff' },
  '/admin/bios/new': { opens: 'staff' },
  '/admin/bios/:id': { opens: 'staff', sample: '/admin/bios/1' },
  // Newsletter (issue 26 item 6): staff write the shop's content (content:write, decision 0111).
  '/admin/newsletter': { opens: 'staff' },
  '/admin/newsletter/new': { opens: 'staff' },
  '/admin/newsletter/:id': { opens: 'staff', sample: '/admin/newsletter/1' },
  // Site settings are Super Admin's alone (PERMISSIONS.md, decision 0100).
  '/admin/colors': { opens: 'superadmin' },
}

const repoDir = fileURLToPath(new URL('../../../', import.meta.url))
type RouteEntry = { id: string; path?: string; file: string; children?: RouteEntry[] }

/** The /admin page paths of the route table, as React Router reads it. */
function adminPagePaths(): string[] {
  const json = execFileSync(
    process.execPath,
    [`${repoDir}node_modules/@react-router/dev/bin.cjs`, 'routes', '--json'],
    { cwd: `${repoDir}apps/web`, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  ).replace(/^[^[]*/, '')
  const walk = (entries: RouteEntry[], parent = ''): string[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
      return entry.children?.length ? walk(entry.children, path) : [path]
    })
  return walk(JSON.parse(json) as RouteEntry[]).filter((path) => path === '/admin' || path.startsWith('/admin/'))
}

async function open(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } })
  const finalPath = new URL(response.url()).pathname
  return { status: response.status(), finalPath }
}

test('every /admin page of the route table has its expectation here', () => {
  expect(adminPagePaths().sort()).toEqual(Object.keys(SCREENS).sort())
})

for (const role of ['anonymous', 'customer', 'staff', 'admin', 'superadmin'] as const) {
  test(`as ${role}: each back-office screen opens, is forbidden, or asks to log in, as PERMISSIONS.md says`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(180_000)
    if (role !== 'anonymous') await loginAs(`${role}@example.com`)
    const wrong: string[] = []
    for (const [pattern, { opens, sample }] of Object.entries(SCREENS)) {
      const path = sample ?? pattern
      const answer = await open(page.request, path)
      const mayOpen =
        role === 'superadmin' || (role === 'admin' && opens !== 'superadmin') || (role === 'staff' && opens === 'staff')
      const got =
        answer.finalPath === paths.forbidden()
          ? 'forbidden'
          : answer.finalPath.startsWith(paths.login())
            ? 'login'
            : answer.status >= 500
              ? `error ${answer.status}`
              : 'opens'
      const expected = role === 'anonymous' ? 'login' : mayOpen ? 'opens' : 'forbidden'
      if (got !== expected)
        wrong.push(`${path}: expected ${expected}, got ${got} (${answer.status} at ${answer.finalPath})`)
    }
    expect(wrong).toEqual([])
  })
}
