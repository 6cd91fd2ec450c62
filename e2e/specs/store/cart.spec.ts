import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE } from '../../fixtures/catalog-pages'
import { expect, test } from '../../fixtures/test'

// A returning visitor who accepted the cookie banner, in a North American time zone (no region offer).
test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

const cartLink = (page: Page) => page.getByTestId('cart-link')
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' })

async function openProduct(page: Page, slug: string) {
  await page.goto(paths.product(slug))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

async function chooseEur(page: Page) {
  await page.getByLabel('Prices in').selectOption('EUR')
  await expect(page.getByTestId('product-price')).toContainText('€')
}

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a new visitor adds a product with options in EUR twice: one line of 2; a second tab shares the cart and its removals', async ({
  page,
  context,
}) => {
  await openProduct(page, 'fz3-flash-tool')
  await expect(cartLink(page)).toBeHidden()
  await chooseEur(page)
  await page.getByRole('radio', { name: /USB-C \+ Wi-Fi dongle/ }).check()
  // 504.99 € + 44.99 € for the dongle.
  await expect(page.getByTestId('product-price')).toHaveText('€549.98')
  await page.getByRole('button', { name: 'Add to cart' }).click()

  await expect(drawer(page)).toBeVisible()
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1)
  await expect(drawer(page)).toContainText('FlashZilla V3 (FZ3)')
  await expect(drawer(page)).toContainText('Connectivity: USB-C + Wi-Fi dongle')
  await expect(drawer(page)).toContainText('€549.98')
  await drawer(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(drawer(page)).toBeHidden()

  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1)
  await expect(drawer(page).getByLabel('Quantity of FlashZilla V3 (FZ3)')).toHaveValue('2')
  await expect(drawer(page).getByTestId('cart-subtotal')).toHaveText('€1,099.96')
  await expect(drawer(page)).toContainText('Subtotal (EUR)')
  await expect(drawer(page).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', paths.checkout())
  expect(await serious(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(cartLink(page)).toContainText('2')

  // A second tab: the cart is there (stored for the visitor).
  const second = await context.newPage()
  await second.goto(paths.products())
  await expect(cartLink(second)).toContainText('2')
  await cartLink(second).click()
  await expect(drawer(second).getByTestId('cart-line')).toHaveCount(1)

  // A removal in the second tab shows in the first at once (cart-sync).
  await drawer(second)
    .getByRole('button', { name: /Remove/ })
    .click()
  await expect(drawer(second)).toContainText('Your Cart is Empty.')
  await expect(cartLink(page)).toBeHidden()

  // And an addition in the first shows in the second.
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer(second).getByTestId('cart-line')).toHaveCount(1)
})

test('the quantity picker clamps to 1…20 and a different option is its own line', async ({ page }) => {
  await openProduct(page, 'shop-t-shirt')
  await page.getByRole('radio', { name: 'M', exact: true }).check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await drawer(page).getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByRole('radio', { name: /XXL/ }).check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(2)

  const quantity = drawer(page).getByLabel('Quantity of Dyno curve T-shirt').first()
  await quantity.fill('99')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('20')
  await quantity.fill('0')
  await quantity.press('Enter')
  await expect(quantity).toHaveValue('1')
  await drawer(page).getByRole('button', { name: 'One more Dyno curve T-shirt' }).first().click()
  await expect(quantity).toHaveValue('2')
  await expect(cartLink(page)).toContainText('3')
})

test('the visitor’s cart is merged into the account on login', async ({ page, newAccount }) => {
  await openProduct(page, 'sticker-pack')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1)
  await newAccount()
  await page.reload()
  await expect(cartLink(page)).toContainText('1')
  await expect.poll(async () => (await (await page.request.get('/api/store/cart')).json()).entries.length).toBe(1)
})

test('the products page filters by category and pages from 1', async ({ page }) => {
  // The shop's own count (the back-office specs may have added products before this one runs).
  const listing = (await (await page.request.get('/api/store/product')).json()) as {
    meta: { total: number }
    categories: { slug: string; count: number }[]
  }
  const cables = listing.categories.find((category) => category.slug === 'cables')!.count
  expect(listing.meta.total).toBeGreaterThan(20)
  await page.goto(paths.products())
  await expect(page.getByTestId('product-card')).toHaveCount(20)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/products\/\?page=2$/)
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(20, listing.meta.total - 20))
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Cables/ })
    .click()
  await expect(page).toHaveURL(/category=cables/)
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(20, cables))
  expect(await serious(page)).toEqual([])
  const missing = await page.goto(paths.product('no-such-product'))
  expect(missing?.status()).toBe(404)
})

async function scheduleSale(context: BrowserContext, baseURL: string, minutes: number) {
  const request = context.request
  const login = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: 'demo-password' },
    headers: { origin: baseURL },
  })
  expect(login.status()).toBe(200)
  const now = Date.now()
  const response = await request.post('/api/admin/store/sales', {
    headers: { origin: baseURL },
    data: {
      type: 'black-friday',
      amount: 25,
      amountType: 'percent',
      name: 'Black Friday',
      description: 'on every flash tool',
      code: 'BF25',
      start: new Date(now - 60_000).toISOString(),
      end: new Date(now + minutes * 60_000).toISOString(),
    },
  })
  expect(response.status()).toBe(201)
  await request.post('/api/auth/sign-out', { headers: { origin: baseURL }, data: {} })
}

test('during a sale with under 48 hours left, the banner shows and its countdown ticks', async ({
  page,
  context,
  baseURL,
}) => {
  await scheduleSale(context, baseURL!, 3)
  await page.goto(paths.products())
  const banner = page.getByTestId('sale-banner')
  await expect(banner).toContainText('25% OFF')
  await expect(banner).toContainText('Black Friday')
  await expect(banner).toContainText('BF25')
  await expect(banner).toContainText('automatically applied at checkout')
  await expect(banner.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', paths.catalog())
  const countdown = banner.getByTestId('sale-countdown').locator('time')
  await expect(countdown).toHaveText(/^00:0[0-3]:[0-5]\d$/)
  const first = await countdown.textContent()
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 })

  await page.goto(paths.catalog())
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Shop Now' })).toBeHidden()
})

test('tunes chosen on a vehicle page go into the same cart as products', async ({ page }) => {
  await openProduct(page, 'sticker-pack')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await drawer(page).getByRole('button', { name: 'Close', exact: true }).click()

  await page.goto(SEEDED_VEHICLE.path)
  await page.getByRole('group', { name: 'Engine (ECU) tune' }).getByRole('radio').nth(1).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(2)
  await expect(drawer(page).getByTestId('cart-line').nth(1)).toContainText('Audi')
  await expect(page.getByTestId('sale-banner').getByRole('link', { name: 'Shop Now' })).toBeHidden()
})
