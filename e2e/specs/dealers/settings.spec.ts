import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// Issue 25 items 2, 4 and 6: the demo dealer's owner edits its company and billing information, sets its tools,
// uploads a logo and picks colours, and sees the onboarding checklist advance; orders a flash tool on the balance.
// Everything changed in the demo dealer is put back at the end (the order is cancelled: its refund restores the
// balance).

const SLUG = 'redline-performance'
const API = `/api/v1/dealers/${SLUG}`
/** A 120 × 40 blue PNG. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAAZElEQVR4nO3QAQkAIADAMItYyfzGsYXCHTzA2Zhr60Lj+cEngQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtzrMuqmagEXiAgAAAABJRU5ErkJggg==',
  'base64',
)

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, what the screen shows, for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (!folder) return
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** What the demo dealer had before the test, to put back. */
async function snapshot(request: APIRequestContext) {
  const settings = await (await request.get(`${API}/settings`)).json()
  const tools = await (await request.get(`${API}/tools`)).json()
  const { id: _id, readonly: _readonly, ...billing } = settings.billing_address
  return {
    settings: {
      company: settings.company,
      shop_address: settings.shop_address,
      billing_address: billing,
      preferred_display_currency: settings.preferred_display_currency,
    },
    tools: {
      currency: 'USD',
      tools: tools.data
        .filter((tool: { owned: boolean }) => tool.owned)
        .map((tool: { id: number; install_fee: { amount_minor: number } }) => ({
          id: tool.id,
          install_fee: tool.install_fee.amount_minor,
        })),
    },
  }
}

const doneCount = async (page: Page) => {
  const checklist = page.getByRole('region', { name: 'Get your dealer account ready' })
  if ((await checklist.count()) === 0) return 5
  return Number((await checklist.getByTestId('onboarding-count').innerText()).split(' ')[0])
}

test('the owner edits the company and billing, sets tools and branding, and the checklist advances', async ({
  page,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await loginAs('dealer@example.com')
  const headers = { origin: baseURL ?? '' }
  const before = await snapshot(page.request)
  let orderId: number | null = null
  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(paths.dealer(SLUG))
    const checklist = page.getByRole('region', { name: 'Get your dealer account ready' })
    await expect(checklist).toBeVisible()
    await expect(checklist.getByRole('link', { name: 'Add your logo and colours' })).toBeVisible()
    const doneBefore = await doneCount(page)
    expect(await serious(page), 'the dashboard with its checklist').toEqual([])
    await shot(page, 'dealer-dashboard-checklist-1280')

    // Settings: the company's phone and the billing address's second line.
    await page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 775 555 0177')
    // The second "Address line 2" is the billing address's (the shop's comes first).
    await page.getByRole('textbox', { name: 'Address line 2' }).last().fill('Accounts payable, suite 4')
    expect(await serious(page), 'the settings page').toEqual([])
    await shot(page, 'dealer-settings-1280')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+1 775 555 0177')
    await expect(page.getByRole('textbox', { name: 'Address line 2' }).last()).toHaveValue('Accounts payable, suite 4')

    // Tools: the harness too, with its fee.
    const harness = page.getByRole('checkbox', { name: 'FZPRO TCU bench harness' })
    await harness.check()
    await page.getByRole('textbox', { name: 'Install fee for FZPRO TCU bench harness in USD' }).fill('95')
    await page.getByRole('button', { name: 'Save tools' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Tools saved.' })).toBeVisible()
    const tools = await (await page.request.get(`${API}/tools`)).json()
    expect(tools.data.find((tool: { name: string }) => tool.name === 'FZPRO TCU bench harness').install_fee).toEqual({
      amount_minor: 9500,
      currency: 'USD',
    })

    // Branding: a logo and two colours, previewed, then saved.
    await page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Branding' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branding')
    await page.getByRole('textbox', { name: 'Primary colour' }).fill('#1d4ed8')
    await page.getByRole('textbox', { name: 'Accent colour' }).fill('#f59e0b')
    // The colour picker's dropdown closes, as it does when one moves on.
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.locator('.mantine-ColorInput-dropdown')).toHaveCount(0)
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO })
    await expect(
      page.getByTestId('branding-preview').getByRole('img', { name: 'Redline Performance logo' }),
    ).toBeVisible()
    expect(await serious(page), 'the branding page').toEqual([])
    await shot(page, 'dealer-branding-1280')
    await page.getByRole('button', { name: 'Save branding' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Branding saved.' })).toBeVisible()

    // The checklist has one more step done (or is gone: the dealer is ready).
    await page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect.poll(() => doneCount(page)).toBe(doneBefore + 1)
    await shot(page, 'dealer-dashboard-after-1280')

    // A flash-tool order on the balance, at dealer prices.
    await page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Tool orders' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool orders')
    await page.getByRole('textbox', { name: 'Quantity of FlashZilla V3 (FZ3)' }).fill('2')
    await expect(page.getByTestId('fz-order-total')).toContainText('$')
    await page.getByRole('button', { name: 'Review order' }).click()
    expect(await serious(page), 'the order form').toEqual([])
    await shot(page, 'dealer-fz-orders-1280')
    await page.getByRole('button', { name: /^Confirm and charge/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tool order #\d+$/)
    orderId = Number(/(\d+)$/.exec(page.url())![1])
    await expect(page.getByText('Placed', { exact: true })).toBeVisible()
    expect(await serious(page), 'the order page').toEqual([])
    await shot(page, 'dealer-fz-order-1280')

    // The phone's width: the same pages, nothing cut off.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [tab, name] of [
      ['settings', 'dealer-settings-390'],
      ['branding', 'dealer-branding-390'],
      ['fz-orders', 'dealer-fz-orders-390'],
    ] as const) {
      await page.goto(paths.dealer(SLUG, tab))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await serious(page), `${tab} at 390 px`).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0)
      await shot(page, name)
    }
  } finally {
    // Put back what the demo dealer had.
    await page.request.put(`${API}/settings`, { data: before.settings, headers })
    await page.request.put(`${API}/tools`, { data: before.tools, headers })
    await page.request.put(`${API}/branding`, {
      data: { primary_color: null, accent_color: null, logo_file_id: null },
      headers,
    })
    if (orderId !== null) {
      await loginAs('staff@example.com')
      const cancelled = await page.request.patch(`/api/v1/fz-orders/${orderId}`, {
        data: { state: 'cancelled' },
        headers,
      })
      expect(cancelled.status()).toBe(200)
    }
  }
})
