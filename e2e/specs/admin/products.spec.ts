import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The back office's products (issue 24 item 3, decision 0093): Admin creates a product in the form, changes its
// EUR price and the storefront, in EUR, shows the new price on the next load (the store's caches are emptied).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! },
    { name: 'tuneshop.currency', value: 'EUR', url: baseURL! },
  ])
})

/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

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

test.describe('the back office’s products', () => {
  test('an admin creates a product, changes its EUR price, and the store shows the new price at once', async ({
    page,
    loginAs,
  }) => {
    // A long journey (two forms, an upload, four storefront loads) on a shared two-core machine.
    test.setTimeout(180_000)
    const suffix = randomBytes(3).toString('hex')
    const name = `Bench lead ${suffix}`
    const slug = `bench-lead-${suffix}`
    await loginAs('admin@example.com')
    await page.goto(paths.adminProducts())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products')
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Products' }),
    ).toBeVisible()
    expect(await serious(page), 'the product list').toEqual([])

    await page.getByRole('link', { name: 'New product' }).click()
    await expect(page).toHaveURL(paths.adminProductNew())
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
    await page.getByRole('combobox', { name: 'Category' }).selectOption('cables')
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('cable')
    await page.getByRole('textbox', { name: 'Description' }).fill('A 12 V lead.\n\n- 2 m\n- fused')
    for (const [currency, amount] of [
      ['USD', '19.00'],
      ['CAD', '26.00'],
      ['GBP', '15.00'],
    ]) {
      await page.getByRole('textbox', { name: `Price (${currency})` }).fill(amount!)
    }
    // A price left out is the API's 422, shown on its field.
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('A price in EUR is required.').first()).toBeVisible()
    await page.getByRole('textbox', { name: 'Price (EUR)' }).fill('17.00')
    expect(await serious(page), 'the product form').toEqual([])
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const productUrl = page.url()
    await expect(page.getByRole('table', { name: 'History' })).toContainText('Created')

    // An image, uploaded through the file store, with its alternative text.
    await page.locator('input[type="file"]').setInputFiles({ name: 'lead.png', mimeType: 'image/png', buffer: PIXEL })
    await page.getByRole('textbox', { name: 'Alternative text', exact: true }).fill('The lead, coiled')
    await page.getByRole('button', { name: 'Upload image' }).click()
    await expect(page.getByRole('textbox', { name: 'Alternative text of image 1' })).toHaveValue('The lead, coiled')

    await page.goto(paths.product(slug))
    await expect(page.getByTestId('product-price')).toContainText('€17.00')
    await expect(page.getByRole('img', { name: 'The lead, coiled' }).first()).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'fused' })).toBeVisible()

    await page.goto(productUrl)
    await page.getByRole('link', { name: 'Edit product' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${name}`)
    await page.getByRole('textbox', { name: 'Price (EUR)' }).fill('21.50')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('table', { name: 'History' })).toContainText('Price (EUR): €17.00 → €21.50')
    expect(await serious(page), 'the product page').toEqual([])

    // The storefront, in EUR, on its next load: within a second of the save.
    const saved = Date.now()
    await page.goto(paths.product(slug))
    await expect(page.getByTestId('product-price')).toContainText('€21.50', { timeout: 1_000 })
    expect(Date.now() - saved).toBeLessThan(5_000)
  })

  test('the list filters by name and visibility, and the view is its address', async ({ page, loginAs }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminProducts())
    await page.getByRole('searchbox', { name: 'Name' }).fill('extension')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('name') === 'extension')
    await expect(page.getByRole('link', { name: 'OBD-II extension cable' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Visibility' }).selectOption('hidden')
    await expect(page).toHaveURL((url) => url.searchParams.get('visibility') === 'hidden')
    await expect(page.getByText('No products match these filters')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('hidden')
  })

  test('staff are sent to the forbidden page and see no Products link', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    await page.goto(paths.adminOrders())
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Products' }),
    ).toHaveCount(0)
    await page.goto(paths.adminProducts())
    await expect(page).toHaveURL(paths.forbidden())
  })

  for (const { label, viewport } of [
    { label: 'phone', viewport: { width: 390, height: 844 } },
    { label: 'desktop', viewport: { width: 1280, height: 800 } },
  ]) {
    test(`the list, a product and its form on a ${label}`, async ({ page, loginAs }) => {
      await page.setViewportSize(viewport)
      await loginAs('admin@example.com')
      await page.goto(paths.adminProducts())
      await expect(page.getByRole('link', { name: 'OBD-II extension cable' })).toBeVisible()
      // Nothing wider than the screen but the table's own scroll.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await shot(page, `products-list-${label}`)
      await page.getByRole('link', { name: 'OBD-II extension cable' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('OBD-II extension cable')
      await shot(page, `product-${label}`)
      await page.getByRole('link', { name: 'Edit product' }).click()
      await expect(page.getByRole('textbox', { name: 'Price (EUR)' })).toBeVisible()
      await shot(page, `product-edit-${label}`)
      expect(await serious(page), 'the edit form').toEqual([])
    })
  }
})
