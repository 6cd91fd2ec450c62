import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { TRANSACTION_CSV_COLUMNS } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test'

// The ledger in the back office (issue 24 items 5 and 6, decisions 0089 and 0091), as the demo admin.

/** The demo customer's user id, found as the value transfer form finds it. */
async function demoCustomerId(page: Page): Promise<string> {
  const response = await page.request.get('/api/admin/value-transfer-parties?kind=customer&q=customer@example.com')
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { id: string; detail: string }[] }
  const customer = data.find((party) => party.detail === 'customer@example.com')
  expect(customer, 'the demo customer').toBeDefined()
  return customer!.id
}

/** A value transfer of one AWD credit from the shop to the demo customer, made through the API. */
async function transferToCustomer(page: Page, origin: string, customerId: string, reason: string) {
  const response = await page.request.post('/api/admin/value-transfers', {
    headers: { origin, 'idempotency-key': randomUUID() },
    data: { value: 'awd', amount: 1, from: { kind: 'house' }, to: { kind: 'customer', id: customerId }, reason },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

/** With E2E_SHOTS=<folder>, a screenshot of the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

test.describe('the ledger in the back office', () => {
  test('exports the filtered transactions as CSV: a header row, RFC 4180 quoting, =1+1 escaped', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    await loginAs('admin@example.com')
    const customerId = await demoCustomerId(page)
    const formula = await transferToCustomer(page, baseURL ?? '', customerId, '=1+1')
    const quoted = await transferToCustomer(page, baseURL ?? '', customerId, 'Goodwill, "loyal" customer')

    await page.goto(paths.adminTransactions())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions')
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('value-transfer')
    await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'value-transfer')
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toHaveAttribute('href', paths.adminTransactionsExport({ kind: 'value-transfer' }))

    const downloading = page.waitForEvent('download')
    await exportLink.click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(TRANSACTION_CSV_COLUMNS.join(','))
    expect(lines.at(-1)).toBe('')
    // The filtered set only: every row is a value transfer (the memo holds no comma, so the kind is the third field).
    for (const line of lines.slice(1, -1)) expect(line.split(',')[2]).toBe('value-transfer')
    const rowsOf = (id: string) => lines.filter((line) => line.startsWith(`${id},`))
    expect(rowsOf(formula)).toHaveLength(2)
    for (const row of rowsOf(formula))
      expect(row).toContain(",Transfer of 1 AWD credit by the shop,'=1+1,value-transfer,")
    for (const row of rowsOf(quoted)) expect(row).toContain(',"Goodwill, ""loyal"" customer",value-transfer,')
    expect(csv).not.toMatch(/,=1\+1,/)
  })

  test('moves 2 ECU credits from the shop to the demo customer, whose /profile/credits shows them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer@example.com')
    const before = ((await (await page.request.get('/api/v1/tune-credits')).json()) as { balances: { ecu: number } })
      .balances.ecu

    await loginAs('admin@example.com')
    await page.goto(paths.admin())
    await expect(page).toHaveURL(paths.adminValueTransfers())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Value transfers')
    await page.getByRole('link', { name: 'New value transfer' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New value transfer')

    await page.getByRole('combobox', { name: 'What moves' }).selectOption('ecu')
    await page.getByRole('textbox', { name: 'Amount' }).fill('2')
    await expect(page.getByRole('combobox', { name: 'Take it from' })).toHaveValue('house')
    await expect(page.getByRole('combobox', { name: 'Give it to' })).toHaveValue('customer')
    await page.getByRole('combobox', { name: 'To: which customer' }).fill('customer@example')
    await page.getByRole('option', { name: 'Casey Customer (customer@example.com)' }).click()
    await page.getByRole('textbox', { name: 'Reason' }).fill('Goodwill: two ECU credits after a failed flash')
    await page.getByRole('button', { name: 'Transfer' }).click()

    await expect(page).toHaveURL(/\/admin\/instatune-value-transfers\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer of 2 ECU credits')
    await expect(page.getByText('Customer: Casey Customer')).toBeVisible()
    await expect(page.getByText('Goodwill: two ECU credits after a failed flash')).toBeVisible()
    await page.getByRole('link', { name: 'The transaction and its postings' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer of 2 ECU credits by the shop')
    await expect(page.getByRole('cell', { name: '-2 ECU credits' })).toBeVisible()

    await loginAs('customer@example.com')
    await page.goto(paths.credits())
    await expect(page.getByRole('cell', { name: 'Transfer of 2 ECU credits by the shop' }).first()).toBeVisible()
    // Other tests may claim the demo customer's code at the same time: the balance holds at least these two more.
    const after = Number(await page.getByTestId('balance-ecu').textContent())
    expect(after).toBeGreaterThanOrEqual(before + 2)
  })

  test('a transfer that would overdraw the sending account is refused on the form, in words', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin@example.com')
    await page.goto(paths.adminNewValueTransfer())
    await page.getByRole('combobox', { name: 'What moves' }).selectOption('tcu')
    await page.getByRole('textbox', { name: 'Amount' }).fill('5000')
    await page.getByRole('combobox', { name: 'Take it from' }).selectOption('customer')
    await page.getByRole('combobox', { name: 'From: which customer' }).fill('customer@example')
    await page.getByRole('option', { name: 'Casey Customer (customer@example.com)' }).click()
    await page.getByRole('combobox', { name: 'Give it to' }).selectOption('house')
    await page.getByRole('textbox', { name: 'Reason' }).fill('Take back credits given by mistake')
    await page.getByRole('button', { name: 'Transfer' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This transfer would take the sending account below zero' }),
    ).toBeVisible()
    await expect(page).toHaveURL(paths.adminNewValueTransfer())
  })

  for (const { label, viewport } of [
    { label: 'desktop', viewport: { width: 1280, height: 800 } },
    { label: 'phone', viewport: { width: 390, height: 844 } },
  ]) {
    test(`the ledger screens have no serious accessibility violations (${label})`, async ({
      page,
      loginAs,
      baseURL,
    }) => {
      // Five screens, each checked by axe: minutes on two shared cores.
      test.setTimeout(300_000)
      await page.setViewportSize(viewport)
      await loginAs('admin@example.com')
      const transfer = await transferToCustomer(page, baseURL ?? '', await demoCustomerId(page), 'Screens check')
      const screens = [
        ['value-transfers', paths.adminValueTransfers()],
        ['value-transfer-new', paths.adminNewValueTransfer()],
        ['value-transfer', paths.adminValueTransfer(transfer)],
        ['transactions', paths.adminTransactions()],
        ['transaction', paths.adminTransaction(transfer)],
      ] as const
      for (const [name, path] of screens) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await shot(page, `ledger-${name}-${label}`)
        expect(await seriousViolations(page), path).toEqual([])
        // Nothing scrolls the page sideways on a phone: wide tables scroll inside their own box.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
      }
    })
  }
})
