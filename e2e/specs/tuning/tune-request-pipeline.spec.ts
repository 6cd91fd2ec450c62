import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD } from '../../fixtures/unique'

const CONSENT = { name: 'tuneshop.consent', value: 'v1.a0.p0' }
/** Serious and critical axe findings of the page as it is now (the accessibility spec's bar). */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** A flash read: a vector table, then erased flash (the detection's mask pattern). */
function flashRead(size: number, marker: string): Buffer {
  const image = Buffer.alloc(size, 0xff)
  image.write(marker, 64)
  image.writeUInt32LE(Date.now() % 0xffffffff, 128)
  return image
}

async function loggedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ ...CONSENT, url: baseURL }])
  const page = await context.newPage()
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  })
  expect(response.status()).toBe(200)
  return page
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The upload page is the files helper's; when it is not there yet, the request is created through its API. */
async function uploadRead(page: Page, baseURL: string, read: Buffer): Promise<number> {
  const upload = await page.goto(paths.tuning())
  if (upload?.status() === 200 && (await page.getByLabel('Choose files to upload').count()) > 0) {
    // The terms dialog has its own journey (tuning-uploads.spec); here the customer agreed before.
    await page.evaluate(() => localStorage.setItem('tuning-upload-terms', 'yes'))
    await page
      .getByLabel('Choose files to upload')
      .setInputFiles({ name: 'golf.bin', mimeType: 'application/octet-stream', buffer: read })
    await page.waitForURL(/\/tuning\/request\/\d+\/status$/)
    return Number(/request\/(\d+)\//.exec(page.url())![1])
  }
  const response = await page.request.post('/api/v1/tune-requests', {
    headers: { origin: baseURL },
    multipart: { file: { name: 'golf.bin', mimeType: 'application/octet-stream', buffer: read } },
  })
  expect(response.status()).toBe(201)
  const { id, redirect } = (await response.json()) as { id: number; redirect: string }
  await page.goto(redirect)
  return id
}

test.describe('tune request pipeline (issue 5: request, estimate, payment, delivery)', () => {
  test('customer uploads a read; staff take it and upload the tuned file; the customer pays, sees the change without reloading and downloads identical bytes', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const customer = await loggedInPage(browser, baseURL!, 'customer@example.com')
    const staff = await loggedInPage(browser, baseURL!, 'staff@example.com')

    // Customer: upload the read and land on its status page.
    const id = await uploadRead(customer, baseURL!, flashRead(64 * 1024, 'E2E-PIPELINE-READ'))
    await expect(customer).toHaveURL(paths.tuneRequest(id))
    await expect(customer.getByRole('heading', { level: 1, name: `Tune request #${id}` })).toBeVisible()
    await expect(customer.getByTestId('request-status')).toHaveText('Received')

    // Staff: take it from the board and upload the tuned file with a note.
    await staff.goto(paths.pipeline())
    const card = staff.getByRole('listitem', { name: `Tune request ${id}` })
    await card.getByRole('button', { name: 'Take' }).click()
    await expect(card).toContainText('yours')
    await card.getByRole('button', { name: 'Upload tuned file' }).click()
    const tuned = flashRead(64 * 1024, 'E2E-PIPELINE-TUNED-STAGE-1')
    await card.getByLabel(`Tuned file for #${id}`).click()
    await staff
      .locator('input[type="file"]')
      .setInputFiles({ name: 'golf_stage1_tuned.bin', mimeType: 'application/octet-stream', buffer: tuned })
    await card.getByLabel('Note to the customer').fill('Stage 1 for 98 octane. Keep your stock read.')
    await card.getByRole('button', { name: 'Send tuned file' }).click()
    await expect(card).toContainText('tuned file ready')
    expect(await axeFindings(staff)).toEqual([])

    // Customer: the page learns about the prepared file without a reload (polling).
    await expect(customer.getByText('Your tuned file is being prepared')).toBeVisible({ timeout: 20_000 })

    // Customer: choose the vehicle and a tune, get the estimate, agree and pay with the test provider.
    await choose(customer, 'Make', 'Volkswagen')
    await choose(customer, 'Year', '2019')
    await choose(customer, 'Model', 'Golf GTI')
    await choose(customer, 'Engine', '2.0L TSI EA888 Gen3')
    const tunes = customer.getByRole('group', { name: 'Tunes' })
    await tunes.getByRole('checkbox').first().check()
    await customer.getByRole('button', { name: 'Get my estimate' }).click()
    await expect(customer.getByTestId('request-status')).toHaveText('Estimate ready')
    await expect(customer.getByTestId('estimate-total')).toHaveText(/\$\d/)
    expect(await axeFindings(customer)).toEqual([])
    const pay = customer.getByRole('button', { name: /^Pay \$/ })
    await expect(pay).toBeDisabled()
    await customer.getByLabel('I have read and agree to the disclaimer').check()
    await pay.click()
    await expect(customer.getByTestId('request-status')).toHaveText('In progress')

    // Staff deliver; the customer's page changes without a reload.
    await staff.reload()
    await staff
      .getByRole('listitem', { name: `Tune request ${id}` })
      .getByRole('button', { name: 'Deliver' })
      .click()
    await expect(customer.getByTestId('request-status')).toHaveText('Delivered', { timeout: 20_000 })

    // Customer: the checksum is shown and the download is byte-identical.
    const shown = customer.getByTestId('sha256-tuned')
    await expect(shown).toHaveText(sha256(tuned))
    await expect(customer.getByText('Stage 1 for 98 octane. Keep your stock read.')).toBeVisible()
    const downloading = customer.waitForEvent('download')
    await customer.getByRole('button', { name: 'Download golf_stage1_tuned.bin' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('golf_stage1_tuned.bin')
    const bytes = await readFile((await download.path())!)
    expect(sha256(bytes)).toBe(sha256(tuned))
    expect(bytes.equals(tuned)).toBe(true)

    await customer.context().close()
    await staff.context().close()
  })

  test('the board opens for staff (with the rescue queue) and tuners (their pools), not for customers', async ({
    browser,
    baseURL,
  }) => {
    const staff = await loggedInPage(browser, baseURL!, 'staff@example.com')
    await staff.goto(paths.pipeline())
    await expect(staff.getByRole('heading', { level: 1, name: 'Tuning pipeline' })).toBeVisible()
    await expect(staff.getByRole('heading', { level: 2, name: 'Rescue sessions' })).toBeVisible()
    const tuner = await loggedInPage(browser, baseURL!, 'tuner@example.com')
    await tuner.goto(paths.pipeline())
    await expect(tuner.getByRole('heading', { level: 1, name: 'Tuning pipeline' })).toBeVisible()
    await expect(tuner.getByRole('heading', { level: 2, name: 'Rescue sessions' })).toHaveCount(0)
    expect(await axeFindings(tuner)).toEqual([])
    const customer = await loggedInPage(browser, baseURL!, 'customer@example.com')
    await customer.goto(paths.pipeline())
    await expect(customer).toHaveURL(/\/forbidden$/)
    for (const page of [staff, tuner, customer]) await page.context().close()
  })

  test('the customer pays an estimate with tune credits; staff take and deliver; the customer downloads', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const customer = await loggedInPage(browser, baseURL!, 'customer@example.com')
    const staff = await loggedInPage(browser, baseURL!, 'staff@example.com')
    const id = await uploadRead(customer, baseURL!, flashRead(32 * 1024, 'E2E-CREDITS-READ'))
    await choose(customer, 'Make', 'Volkswagen')
    await choose(customer, 'Year', '2019')
    await choose(customer, 'Model', 'Golf GTI')
    await choose(customer, 'Engine', '2.0L TSI EA888 Gen3')
    await customer.getByRole('group', { name: 'Tunes' }).getByRole('checkbox').first().check()
    await customer.getByRole('button', { name: 'Get my estimate' }).click()
    await expect(customer.getByTestId('request-status')).toHaveText('Estimate ready')
    // The seeded customer holds an ECU credit (README), enough for one main ECU tune.
    const withCredits = customer.getByRole('button', { name: /^Pay with tune credits \(1 ECU\)$/ })
    await expect(withCredits).toBeDisabled()
    await customer.getByLabel('I have read and agree to the disclaimer').check()
    await withCredits.click()
    await expect(customer.getByTestId('request-status')).toHaveText('Paid')
    await expect(customer.getByText(/^Paid with tune credits on /)).toBeVisible()

    // Staff: a credit-paid request starts as soon as it is taken, then the tuned file is delivered.
    await staff.goto(paths.pipeline())
    const card = staff.getByRole('listitem', { name: `Tune request ${id}` })
    await card.getByRole('button', { name: 'Start work' }).click()
    await expect(customer.getByTestId('request-status')).toHaveText('In progress', { timeout: 20_000 })
    await card.getByRole('button', { name: 'Upload tuned file' }).click()
    const tuned = flashRead(32 * 1024, 'E2E-CREDITS-TUNED')
    await card.getByLabel(`Tuned file for #${id}`).click()
    await staff
      .locator('input[type="file"]')
      .setInputFiles({ name: 'credits_tuned.bin', mimeType: 'application/octet-stream', buffer: tuned })
    await card.getByRole('button', { name: 'Send tuned file' }).click()
    await expect(card).toContainText('tuned file ready')
    await card.getByRole('button', { name: 'Deliver' }).click()
    await expect(customer.getByTestId('request-status')).toHaveText('Delivered', { timeout: 20_000 })

    await expect(customer.getByTestId('sha256-tuned')).toHaveText(sha256(tuned))
    const downloading = customer.waitForEvent('download')
    await customer.getByRole('button', { name: 'Download credits_tuned.bin' }).click()
    const bytes = await readFile((await (await downloading).path())!)
    expect(bytes.equals(tuned)).toBe(true)

    await customer.context().close()
    await staff.context().close()
  })

  test('a rejected read shows the reason, and the customer re-uploads without paying again', async ({
    browser,
    baseURL,
  }) => {
    const customer = await loggedInPage(browser, baseURL!, 'customer@example.com')
    const staff = await loggedInPage(browser, baseURL!, 'staff@example.com')
    const id = await uploadRead(customer, baseURL!, flashRead(16 * 1024, 'E2E-REJECT-READ'))
    const free = await staff.request.post(`/api/v1/tune-requests/${id}/free`, {
      headers: { origin: baseURL! },
      data: {},
    })
    expect(free.status()).toBe(200)

    await staff.goto(paths.pipeline())
    const card = staff.getByRole('listitem', { name: `Tune request ${id}` })
    await card.getByRole('button', { name: 'Reject' }).click()
    await card
      .getByLabel('Reason the customer will read')
      .fill('The read is incomplete: the calibration area is empty.')
    await card.getByRole('button', { name: 'Reject the read' }).click()
    await expect(staff.getByRole('listitem', { name: `Tune request ${id}` })).toContainText('Needs a new read')

    await customer.goto(paths.tuneRequest(id))
    await expect(customer.getByTestId('rejection-reason')).toHaveText(
      'The read is incomplete: the calibration area is empty.',
    )
    await customer.getByLabel('Corrected read').click()
    await customer.locator('input[type="file"]').setInputFiles({
      name: 'full read.bin',
      mimeType: 'application/octet-stream',
      buffer: flashRead(16 * 1024, 'E2E-FULL'),
    })
    await customer.getByRole('button', { name: 'Upload the corrected read' }).click()
    await expect(customer.getByTestId('request-status')).toHaveText('No charge')
    await expect(customer.getByRole('listitem', { name: 'Corrected read: full read.bin' })).toBeVisible()

    await customer.goto(paths.tuneRequestDownload(id))
    await expect(customer).toHaveURL(paths.tuneRequest(id))
    await customer.goto(paths.tuneRequests())
    await expect(customer.getByRole('link', { name: `#${id}` })).toBeVisible()
    expect(await axeFindings(customer)).toEqual([])
    await customer.context().close()
    await staff.context().close()
  })
})
