import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The staff inbox (issue 26 item 2): staff open the queue, see a seeded ticket with its clock, answer it, solve it.

const TITLE = 'Invoice needs our company VAT number'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test.describe.configure({ timeout: 180_000 })

test('staff see the queue with its clocks, an overdue ticket first, and answer and solve a ticket', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginAs('staff@example.com')
  await page.goto(paths.adminTickets())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets')
  await expect(page.getByText(/Support is (open|closed) now/)).toBeVisible()
  await expect(page.getByRole('tab', { name: /Active \(\d+\)/ })).toHaveAttribute('aria-selected', 'true')
  const table = page.getByRole('table', { name: 'Tickets' })
  // The seed's nine-day-old question is overdue: a badge with its text, its clock in words.
  const overdue = table.getByRole('row').filter({ hasText: 'Datalog shows boost overshoot' })
  await expect(overdue.getByText('Overdue', { exact: true })).toBeVisible()
  await expect(overdue.getByText(/First response: overdue by/)).toBeVisible()
  const row = table.getByRole('row').filter({ hasText: TITLE })
  await expect(row.getByText(/Resolution: (due in .+ \(support hours\)|overdue by .+)/)).toBeVisible()
  await shot(page, 'inbox-1280')
  expect(await seriousViolations(page)).toEqual([])

  // The search finds it by the customer's name; the address carries the filter.
  await page.getByLabel('Title, customer, e-mail or number').fill('Priya')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Priya')
  await expect(table.getByRole('row').filter({ hasText: TITLE })).toBeVisible()

  await table.getByRole('link', { name: new RegExp(TITLE) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE)
  await expect(page.getByRole('region', { name: 'Clocks (support hours)' })).toContainText('First response')
  await shot(page, 'ticket-1280')
  expect(await seriousViolations(page)).toEqual([])

  // A note first: marked, for staff alone.
  await page.getByText('Internal note', { exact: true }).first().click()
  await page
    .getByRole('textbox', { name: 'Note', exact: true })
    .fill('Accounting confirmed the VAT number against the EU VIES register.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
  const thread = page.getByRole('list', { name: 'Conversation' })
  await expect(thread.getByRole('listitem').last()).toContainText('Internal note')

  // Then the answer, solving it.
  await page.getByText('Public reply', { exact: true }).click()
  await page
    .getByRole('textbox', { name: 'Reply', exact: true })
    .fill('Here is the reissued invoice for order 10412 with your VAT number on it.')
  await page.getByLabel('Then set the status to').selectOption('solved')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible()
  await expect(thread.getByRole('listitem').last()).toContainText('reissued invoice')
  await expect(page.getByText('Solved', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('solved')

  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'ticket-390')
  await page.goto(paths.adminTickets({ status: 'solved' }))
  await expect(page.getByRole('table', { name: 'Tickets' }).getByText(TITLE)).toBeVisible()
  await page.goto(paths.adminTickets())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets')
  await shot(page, 'inbox-390')
  expect(await seriousViolations(page)).toEqual([])
})
