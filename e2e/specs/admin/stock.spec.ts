import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The back office's stock (issue 24 item 4, decision 0094). A seeded product no other browser test buys.
const PRODUCT = { slug: 'garage-mug', name: 'Garage mug' }
const TORONTO = 'Toronto, Ontario'
const ROTTERDAM = 'Rotterdam, Netherlands'

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (!folder) return
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** The units on hand a row of a levels table shows (its On hand cell: the first cell that is a number). */
async function onHandOf(page: Page, table: string, rowName: string) {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: rowName })
  const cells = await row.getByRole('cell').allInnerTexts()
  const number = cells.map((text) => text.replace(/^On hand\s*/, '').trim()).find((text) => /^\d+$/.test(text))
  return Number(number)
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test.describe('stock in the back office', () => {
  test('an admin adjusts stock with a reason and sees the movement and the new level', async ({ page, loginAs }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.admin())
    await page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Stock' }).click()
    await expect(page).toHaveURL(paths.adminStock())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stock')

    // The list's view is its address (decision 0088): the search for one product, as a shared link opens it.
    await page.goto(paths.adminStock({ search: PRODUCT.name }))
    await expect(page.getByRole('searchbox', { name: 'Product' })).toHaveValue(PRODUCT.name)
    const torontoRow = page.getByRole('row').filter({ hasText: TORONTO })
    await expect(torontoRow).toContainText(PRODUCT.name)
    // Out of stock is said in words, not by colour alone.
    await expect(page.getByRole('row').filter({ hasText: ROTTERDAM })).toContainText('Out of stock')
    const before = Number((await torontoRow.getByRole('cell').nth(2).innerText()).trim())

    await page.getByRole('button', { name: `Adjust ${PRODUCT.name} at ${TORONTO}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Units to add' }).fill('12')
    // Without a reason the server refuses and the form says which field.
    await dialog.getByRole('button', { name: 'Save adjustment' }).click()
    await expect(dialog.getByText('reason is required: received, counted, damaged or returned')).toBeVisible()

    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('received')
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Supplier delivery 4411')
    await shot(page, `stock-adjust-${page.viewportSize()!.width}`)
    await dialog.getByRole('button', { name: 'Save adjustment' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: `${PRODUCT.name} at ${TORONTO}` })).toHaveText(
      `${PRODUCT.name} at ${TORONTO}: +12, now ${before + 12} on hand.`,
    )
    await page.reload()
    await expect(torontoRow.getByRole('cell').nth(2)).toHaveText(String(before + 12))

    // The product's page: the level by location and the movement, newest first.
    await torontoRow.getByRole('link', { name: PRODUCT.name }).click()
    await expect(page).toHaveURL(paths.adminStockProduct(PRODUCT.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name)
    expect(await onHandOf(page, `Stock of ${PRODUCT.name} by location`, TORONTO)).toBe(before + 12)
    const movement = page.getByRole('table', { name: 'Stock movements' }).getByRole('row').nth(1)
    await expect(movement).toContainText('Received')
    await expect(movement).toContainText('+12')
    await expect(movement).toContainText(TORONTO)
    await expect(movement).toContainText('Supplier delivery 4411')
    await expect(movement).toContainText('admin@example.com')
    await shot(page, 'stock-product-admin')

    // The location's page shows the same movement.
    await page.getByRole('link', { name: TORONTO }).first().click()
    await expect(page).toHaveURL(paths.adminStockLocation('toronto'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TORONTO)
    const atLocation = page.getByRole('table', { name: 'Stock movements' }).getByRole('row').nth(1)
    await expect(atLocation).toContainText(PRODUCT.name)
    await expect(atLocation).toContainText('+12')
  })

  test('the low-stock filter lists only levels at or under their threshold', async ({ page, loginAs }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminStock({ search: PRODUCT.name, low: 'true' }))
    await expect(page.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked()
    await expect(page.getByRole('row').filter({ hasText: ROTTERDAM })).toContainText('Out of stock')
    await expect(page.getByRole('row').filter({ hasText: TORONTO })).toHaveCount(0)
  })

  test('staff see stock read-only: no Adjust, no threshold form', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    await page.goto(paths.admin())
    await page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Stock' }).click()
    await expect(page).toHaveURL(paths.adminStock())
    await expect(page.getByText('(read only)')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: PRODUCT.name }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Adjust / })).toHaveCount(0)
    await page.goto(paths.adminStockProduct(PRODUCT.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name)
    await expect(page.getByRole('button', { name: /^Adjust / })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Save threshold' })).toHaveCount(0)
    await expect(page.getByText('Low stock at or under')).toBeVisible()
  })

  for (const width of [1280, 390]) {
    test(`at ${width}px the stock screens have no serious or critical accessibility violations`, async ({
      page,
      loginAs,
    }) => {
      // Three screens, each analysed whole by axe: a minute on a busy machine.
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 900 })
      await loginAs('admin@example.com')
      for (const [name, path] of [
        ['list', paths.adminStock()],
        ['product', paths.adminStockProduct(PRODUCT.slug)],
        ['location', paths.adminStockLocation('rotterdam')],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await shot(page, `stock-${name}-${width}`)
        expect(await seriousViolations(page), path).toEqual([])
      }
      await page
        .getByRole('button', { name: /^Adjust / })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: 'Adjust stock' })).toBeVisible()
      // The modal fades in: axe measures colours as drawn, so it waits for the transition's end.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      await shot(page, `stock-modal-${width}`)
      expect(await seriousViolations(page), 'the adjust form').toEqual([])
    })
  }
})
