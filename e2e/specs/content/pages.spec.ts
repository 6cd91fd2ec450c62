import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { seriousViolations, shot } from '../../fixtures/page-checks'

// Issue 26 item 4 (decision 0115): the shop's content pages in one view, edited by staff with versions.

const CONSENT = { name: 'tuneshop.consent', value: 'v1.a0.p0' }
const WIDTHS = [1280, 390] as const

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ ...CONSENT, url: baseURL! }])
})

async function atWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await shot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('staff edit /terms-of-service, see the new text live, then restore the previous version', async ({
  page,
  loginAs,
}) => {
  await loginAs('staff@example.com')
  await page.goto(paths.termsOfService())
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText('Last updated')).toBeVisible()
  await page.getByRole('link', { name: 'Edit this page' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Terms of Service”' })).toBeVisible()
  const text = page.getByRole('textbox', { name: 'Page text' })
  await text.fill(
    `${await text.inputValue()}\n\n## Chargebacks\n\nA chargeback on a delivered tune file ends its licence.\n`,
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved as version 2')).toBeVisible()

  await page.goto(paths.termsOfService())
  await expect(page.getByText('A chargeback on a delivered tune file ends its licence.')).toBeVisible()

  await page.goto(paths.adminPage('terms-of-service', { diff: 2, against: 1 }))
  await expect(page.getByRole('table', { name: 'Changes from version 1 to 2' })).toContainText('## Chargebacks')
  await atWidths(page, 'admin-page-diff')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Restore version 1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Restore version 1?' })
  await dialog.getByRole('button', { name: 'Restore version 1' }).click()
  await expect(page.getByText('Saved as version 3')).toBeVisible()

  await page.goto(paths.termsOfService())
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText('A chargeback on a delivered tune file ends its licence.')).toHaveCount(0)
})

test('/ktag ends on /kess with its real content', async ({ page }) => {
  await page.goto(paths.ktag())
  await expect(page).toHaveURL(paths.kess())
  await expect(page.getByRole('heading', { level: 1, name: 'KESS and KTAG' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Reading your ECU for a custom tune' })).toBeVisible()
  await expect(page).toHaveTitle(/KESS and KTAG/)
  await atWidths(page, 'static-page-kess')
  expect(await seriousViolations(page)).toEqual([])
})

test('the FAQ filters its questions as one types, and each question has its own address', async ({ page }) => {
  await page.goto(paths.faq())
  const search = page.getByRole('searchbox', { name: 'Search the questions' })
  await search.fill('go back')
  await expect(page.getByRole('heading', { level: 3, name: 'Can I go back to stock?' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Where do you ship from, and how fast?' })).toHaveCount(0)
  await atWidths(page, 'faq-search')
  expect(await seriousViolations(page)).toEqual([])
  // A question's own address, opened afresh, shows that question.
  await page.goto(paths.home())
  await page.goto(paths.faq('where-do-you-ship-from-and-how-fast'))
  await expect(page.locator('#where-do-you-ship-from-and-how-fast')).toBeInViewport()
})

test('a page that does not exist, and a tool that does not, are the 404 page', async ({ page }) => {
  const missing = await page.goto(paths.toolChart(999999))
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible()
})

test('a tool’s compatibility chart names what the catalog says it flashes', async ({ page }) => {
  await page.goto(paths.toolChart(1))
  await expect(page.getByRole('heading', { level: 1, name: /compatibility chart/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What it flashes' })).toBeVisible()
  await atWidths(page, 'tool-chart')
  expect(await seriousViolations(page)).toEqual([])
})

test('the upload dialog’s two links open real pages', async ({ page, newAccount }) => {
  await newAccount('Riley Reader')
  await page.goto(paths.tuning())
  await page
    .getByLabel('Choose files to upload')
    .setInputFiles([{ name: 'read.bin', buffer: Buffer.alloc(1024, 0xff), mimeType: 'application/octet-stream' }])
  const dialog = page.getByRole('dialog', { name: 'Before you upload' })
  for (const [name, title] of [
    ['Terms of Service', 'Terms of Service'],
    ['Privacy Policy', 'Privacy Policy'],
  ] as const) {
    const opened = page.context().waitForEvent('page')
    await dialog.getByRole('link', { name }).click()
    const tab = await opened
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await tab.close()
  }
})
