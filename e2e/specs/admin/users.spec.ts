import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The back office's users and audit log (issue 24 items 10 and 11, decision 0096).

/** The demo customer (README's demo accounts). */
const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, a screenshot of the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test.describe('users and the audit log', () => {
  test('an admin finds the demo customer, switches a flag and sees it in the audit trail', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminOrders())
    const nav = page.getByRole('navigation', { name: 'Back office' }).first()
    await nav.getByRole('link', { name: 'Users' }).click()
    await expect(page).toHaveURL(paths.adminUsers())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users')

    await page.getByRole('searchbox', { name: 'E-mail or name' }).fill('customer@example')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'customer@example')
    await page.getByRole('link', { name: 'Casey Customer' }).click()
    await expect(page).toHaveURL(paths.adminUser(CUSTOMER_ID))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casey Customer')

    const flag = page.getByRole('switch', { name: 'Own signature' })
    await expect(flag).not.toBeChecked()
    await flag.click()
    await expect(flag).toBeChecked()
    const trail = page.getByRole('region', { name: 'Audit trail' })
    await expect(trail).toContainText('Turned on Own signature.')
    await expect(trail).toContainText('Alex Admin (admin@example.com)')
    // A reload reads it from the server.
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Own signature' })).toBeChecked()

    // Back as it was; the trail keeps both changes, newest first.
    await page.getByRole('switch', { name: 'Own signature' }).click()
    await expect(page.getByRole('switch', { name: 'Own signature' })).not.toBeChecked()
    await expect(trail.getByText(/^Turned (on|off) Own signature\.$/)).toHaveText([
      'Turned off Own signature.',
      'Turned on Own signature.',
    ])
    // An admin sees no role control (Super Admin's) and no "Log in as".
    await expect(page.getByRole('button', { name: 'Save role' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Log in as/ })).toHaveCount(0)

    // The audit log lists the change, and links back to the user.
    await trail.getByRole('link', { name: 'Open in the audit log' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('subject_id') === CUSTOMER_ID)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')
    await expect(page.getByRole('row').filter({ hasText: 'Turned on Own signature.' }).first()).toBeVisible()
  })

  test('a Super Admin logs in as the demo customer, and the audit log records it', async ({ page, loginAs }) => {
    await loginAs('superadmin@example.com')
    await page.goto(paths.adminUser(CUSTOMER_ID))
    await page.getByRole('button', { name: 'Log in as Casey Customer' }).click()
    await expect(page).toHaveURL(paths.home())
    await expect(page.getByRole('button', { name: 'Casey Customer' })).toBeVisible()

    await loginAs('admin@example.com')
    await page.goto(paths.adminAuditLog({ action: 'user.impersonated', subject_id: CUSTOMER_ID, subject_type: 'user' }))
    const row = page.getByRole('row').filter({ hasText: 'A Super Admin logged in as this user.' }).first()
    await expect(row).toContainText('Sky Superadmin (superadmin@example.com)')
  })

  test('staff see neither screen in the navigation and are sent to the forbidden page', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    await page.goto(paths.adminOrders())
    const nav = page.getByRole('navigation', { name: 'Back office' }).first()
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
    await page.goto(paths.adminUsers())
    await expect(page).toHaveURL(paths.forbidden())
    await page.goto(paths.adminUser(CUSTOMER_ID))
    await expect(page).toHaveURL(paths.forbidden())
    await page.goto(paths.adminAuditLog())
    await expect(page).toHaveURL(paths.forbidden())
  })

  for (const width of [1280, 390]) {
    test(`the users, user and audit log screens at ${width}px: no serious accessibility violations`, async ({
      page,
      loginAs,
    }) => {
      // Three pages, each checked by axe: more than the default minute on a shared machine.
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      await loginAs('superadmin@example.com')
      // The seed's shoppers fill the first pages: the demo customer is found by name.
      await page.goto(paths.adminUsers({ q: 'casey' }))
      await expect(page.getByRole('link', { name: 'Casey Customer' })).toBeVisible()
      await shot(page, `users-${width}`)
      expect(await seriousViolations(page)).toEqual([])

      await page.goto(paths.adminUser(CUSTOMER_ID))
      await expect(page.getByRole('button', { name: 'Save role' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Log in as Casey Customer' })).toBeVisible()
      await shot(page, `user-${width}`)
      expect(await seriousViolations(page)).toEqual([])

      await page.goto(paths.adminAuditLog())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')
      await shot(page, `audit-log-${width}`)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
