import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The back office's sales and discount codes (issue 24 item 3, decision 0099): Admin creates an automatic code and a
// sale naming it, sees the storefront's banner previewed in the form, saves, and the home page shows the banner at
// once; then changes the code, and ends the sale (so that later specs see the store's own sale again).
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

test('an admin creates a code and a sale with its banner previewed, and the storefront shows it at once', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000)
  const suffix = randomBytes(3).toString('hex').toUpperCase()
  const code = `BF${suffix}`
  const name = `Black Friday ${suffix}`
  await loginAs('admin@example.com')
  const nav = page.getByRole('navigation', { name: 'Back office' }).first()

  // The code first: automatic, so that a sale may name it.
  await page.goto(paths.adminDiscountCodes())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discount codes')
  await expect(page.getByRole('table')).toContainText('WINTER15')
  expect(await serious(page), 'the code list').toEqual([])
  await shot(page, 'discount-codes')
  await page.getByRole('link', { name: 'New discount code' }).click()
  await expect(page).toHaveURL(paths.adminDiscountCodeNew())
  await page.getByRole('textbox', { name: 'Code' }).fill(code)
  await page.getByRole('textbox', { name: 'Percent' }).fill('25')
  await page.getByRole('checkbox', { name: /^Applied automatically/ }).check()
  expect(await serious(page), 'the code form').toEqual([])
  await shot(page, 'discount-code-new')
  await page.getByRole('button', { name: 'Create code' }).click()
  await expect(page).toHaveURL(paths.adminDiscountCodes())
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('25% off')

  // The sale, from the side navigation.
  await nav.getByRole('link', { name: 'Sales' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales')
  await expect(page.getByRole('table')).toContainText('Winter Tune-Up Sale')
  expect(await serious(page), 'the sale list').toEqual([])
  await page.getByRole('link', { name: 'New sale' }).click()
  await expect(page).toHaveURL(paths.adminSaleNew())
  const preview = page.getByTestId('sale-preview')
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('combobox', { name: 'Sale type' }).selectOption('black-friday')
  await page.getByRole('textbox', { name: 'Description' }).fill('on every flash tool')
  // An empty amount is the form's own field error.
  await page.getByRole('button', { name: 'Create sale' }).click()
  await expect(page.getByText('Enter a whole number such as 20')).toBeVisible()
  await page.getByRole('textbox', { name: 'Amount' }).fill('25')
  await page.getByRole('combobox', { name: 'Discount code' }).selectOption(code)
  await expect(preview).toContainText('25% OFF')
  await expect(preview).toContainText(name)
  await expect(preview).toContainText(`Code ${code} automatically applied at checkout`)
  await page.getByRole('combobox', { name: 'Amount type' }).selectOption('dollar')
  await expect(preview).toContainText('$25 OFF')
  await page.getByRole('combobox', { name: 'Amount type' }).selectOption('percent')
  expect(await serious(page), 'the sale form').toEqual([])
  await shot(page, 'sale-new')
  await page.getByRole('button', { name: 'Create sale' }).click()
  await expect(page).toHaveURL(paths.adminSales())
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Running')
  await shot(page, 'sales')

  // The storefront's home, at once: the latest started running sale is the banner.
  await page.goto(paths.home())
  const banner = page.getByTestId('sale-banner')
  await expect(banner).toContainText('25% OFF')
  await expect(banner).toContainText(name)
  await expect(banner).toContainText(code)

  // The code changed: 30 percent.
  await page.goto(paths.adminDiscountCodes({ code }))
  await page.getByRole('link', { name: code }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${code}`)
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeDisabled()
  await page.getByRole('textbox', { name: 'Percent' }).fill('30')
  await shot(page, 'discount-code-edit')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(paths.adminDiscountCodes())
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('30% off')

  // The sale ended now: the banner is the store's own sale again.
  await page.goto(paths.adminSales({ status: 'running' }))
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${name}`)
  await shot(page, 'sale-edit')
  await page.getByRole('button', { name: 'End sale now…' }).click()
  await page.getByRole('button', { name: 'End sale now', exact: true }).click()
  await expect(page).toHaveURL(paths.adminSales())
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ended')
  await page.goto(paths.home())
  await expect(page.getByTestId('sale-banner')).not.toContainText(name)

  // The code switched off, now that no sale names it: checkout no longer takes it (nor do the specs after this one).
  await page.goto(paths.adminDiscountCodes({ code }))
  await page.getByRole('link', { name: code }).click()
  await page.getByRole('checkbox', { name: /^Active: checkout takes it/ }).uncheck()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(paths.adminDiscountCodes())
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Switched off')
})
