import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page, Route } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

const CONSENT = { name: 'tuneshop.consent', value: 'v1.a0.p0' }

/** A flash read: a vector table, then erased flash. */
function flashRead(size: number): Buffer {
  const image = Buffer.alloc(size, 0xff)
  image.write('ECU-READ-E2E', 64)
  image.writeUInt32LE(Date.now() % 0xffffffff, 128)
  return image
}

const LOG_CSV = [
  'Time (s),RPM,Boost (psi),AFR,Timing (deg)',
  ...Array.from({ length: 400 }, (_, i) =>
    [
      (i * 0.05).toFixed(2),
      900 + i * 15,
      (-10 + i * 0.06).toFixed(2),
      (14.7 - i * 0.005).toFixed(3),
      10 + (i % 12),
    ].join(','),
  ),
].join('\n')

async function openUploadPage(page: Page) {
  await page.goto(paths.tuning())
  await expect(page.getByRole('heading', { level: 1, name: 'Custom tuning' })).toBeVisible()
}

const chooseFiles = (page: Page, files: { name: string; buffer: Buffer }[]) =>
  page
    .getByLabel('Choose files to upload')
    .setInputFiles(files.map((f) => ({ ...f, mimeType: 'application/octet-stream' })))

/** Holds every upload request until released, to see progress bars and the queue. */
async function holdUploads(page: Page) {
  const held: Route[] = []
  await page.route(/\/api\/v1\/(tune-requests|logs)$/, (route) => {
    if (route.request().method() === 'POST') held.push(route)
    else void route.continue()
  })
  return {
    count: () => held.length,
    releaseOne: async () => {
      const route = held.shift()
      await route?.continue()
    },
  }
}

test.describe('tuning uploads (SPEC §4 upload flow)', () => {
  test.beforeEach(async ({ page, baseURL, newAccount }) => {
    await page.context().addCookies([{ ...CONSENT, url: baseURL! }])
    await newAccount('Riley Reader')
  })

  test('a .bin read: the terms dialog once, a progress bar, then its status page with the checksum', async ({
    page,
  }) => {
    const read = flashRead(256 * 1024)
    const uploads = await holdUploads(page)
    await openUploadPage(page)

    await chooseFiles(page, [{ name: 'stock-read.bin', buffer: read }])
    const dialog = page.getByRole('dialog', { name: 'Before you upload' })
    await expect(dialog).toContainText(
      'By using this feature, you agree to TuneShop’s Terms of Service and Privacy Policy.',
    )
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', paths.termsOfService())
    await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacyPolicy())
    await dialog.getByRole('button', { name: 'I agree' }).click()
    expect(await page.evaluate(() => localStorage.getItem('tuning-upload-terms'))).toBe('yes')

    const progress = page.getByRole('progressbar', { name: 'Upload progress of stock-read.bin' })
    await expect(progress).toBeAttached()
    await expect(progress).toHaveAttribute('aria-valuemax', '100')
    await expect.poll(uploads.count).toBe(1)
    await uploads.releaseOne()

    await expect(page).toHaveURL(/\/tuning\/request\/\d+\/status$/)
    await expect(page.getByRole('heading', { level: 1, name: /Tune request #\d+/ })).toBeVisible()
    await expect(page.getByText('stock-read.bin')).toBeVisible()
    await expect(page.getByText('256 KB')).toBeVisible()
    await expect(page.getByTestId('sha256-original')).toHaveText(createHash('sha256').update(read).digest('hex'))
    await expect(page.getByTestId('request-status')).toHaveText('Received')

    await test.step('the download gives back identical bytes', async () => {
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download stock-read.bin' }).click()
      const file = await (await download).createReadStream()
      const chunks: Buffer[] = []
      for await (const chunk of file) chunks.push(chunk as Buffer)
      expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(
        createHash('sha256').update(read).digest('hex'),
      )
    })

    await test.step('a second upload does not ask for the terms again', async () => {
      await page.goto(paths.tuning())
      await chooseFiles(page, [{ name: 'second.pcm', buffer: flashRead(4096) }])
      await expect(page.getByRole('progressbar', { name: 'Upload progress of second.pcm' })).toBeAttached()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect.poll(uploads.count).toBe(1)
      await uploads.releaseOne()
      await expect(page).toHaveURL(/\/tuning\/request\/\d+\/status$/)
    })
  })

  test('two files upload at once; a third waits for a free slot', async ({ page }) => {
    const uploads = await holdUploads(page)
    await openUploadPage(page)
    await page.evaluate(() => localStorage.setItem('tuning-upload-terms', 'yes'))
    await chooseFiles(page, [
      { name: 'first.bin', buffer: flashRead(8192) },
      { name: 'second.bin', buffer: flashRead(8192) },
      { name: 'third.bin', buffer: flashRead(8192) },
    ])
    const uploadsList = page.getByRole('list', { name: 'Uploads' })
    await expect(uploadsList.getByText('Uploading', { exact: true })).toHaveCount(2)
    await expect(uploadsList.getByText('Waiting', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('listitem', { name: 'third.bin' }).getByText('Waiting')).toBeVisible()
    await expect.poll(uploads.count).toBe(2)

    await uploads.releaseOne()
    await expect(page.getByRole('listitem', { name: 'third.bin' }).getByText('Uploading')).toBeVisible()
    await expect.poll(uploads.count).toBe(2)
    await uploads.releaseOne()
    await uploads.releaseOne()
    await expect(uploadsList.getByText('Uploaded', { exact: true })).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Open the tune request' })).toHaveCount(3)
    await expect(page).toHaveURL(paths.tuning())
  })

  test('a waiting or running upload can be cancelled', async ({ page }) => {
    const uploads = await holdUploads(page)
    await openUploadPage(page)
    await page.evaluate(() => localStorage.setItem('tuning-upload-terms', 'yes'))
    await chooseFiles(page, [
      { name: 'keep.bin', buffer: flashRead(8192) },
      { name: 'drop.bin', buffer: flashRead(8192) },
      { name: 'later.bin', buffer: flashRead(8192) },
    ])
    await expect.poll(uploads.count).toBe(2)
    await page.getByRole('button', { name: 'Cancel drop.bin' }).click()
    await expect(page.getByRole('listitem', { name: 'drop.bin' })).toHaveCount(0)
    await expect(page.getByRole('listitem', { name: 'later.bin' }).getByText('Uploading')).toBeVisible()
  })

  test('an empty file is refused with a clear message and never sent', async ({ page }) => {
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/v1\/(tune-requests|logs)$/.test(request.url())) posted++
    })
    await openUploadPage(page)
    await page.evaluate(() => localStorage.setItem('tuning-upload-terms', 'yes'))
    await chooseFiles(page, [{ name: 'empty.bin', buffer: Buffer.alloc(0) }])
    await expect(page.getByRole('alert')).toHaveText(
      'This file is empty (0 bytes). Choose a file that contains your ECU read or datalog.',
    )
    expect(posted).toBe(0)
  })

  test('a log the server cannot read shows the SPEC §8 log error', async ({ page }) => {
    await openUploadPage(page)
    await page.evaluate(() => localStorage.setItem('tuning-upload-terms', 'yes'))
    await chooseFiles(page, [{ name: 'notes.txt', buffer: Buffer.from('my car hesitates at 3000 rpm') }])
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Error uploading log')
    await expect(alert).toContainText(
      'The log you have uploaded is not in a format we recognize. If you know your log is in the proper, unmodified format, please contact us.',
    )
  })

  test('a CSV log opens its graph page with every channel drawn, toggles and min/max/average', async ({ page }) => {
    await openUploadPage(page)
    await page.evaluate(() => localStorage.setItem('tuning-upload-terms', 'yes'))
    await chooseFiles(page, [{ name: 'pull-3rd-gear.csv', buffer: Buffer.from(LOG_CSV) }])
    await expect(page).toHaveURL(/\/tuning\/logs\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'pull-3rd-gear.csv' })).toBeVisible()
    await expect(page.getByText('400 rows')).toBeVisible()

    const charts = page.getByTestId('log-channel-chart')
    await expect(charts).toHaveCount(4)
    for (const name of ['RPM', 'Boost (psi)', 'AFR', 'Timing (deg)']) {
      await expect(page.getByRole('figure', { name: `${name} against time` }).locator('canvas')).toBeVisible()
    }
    const rpmRow = page.getByRole('region', { name: 'Channels' }).getByRole('row').filter({ hasText: 'RPM' })
    await expect(rpmRow.getByRole('cell')).toHaveText(['RPM', '900', '6,885', '3,892.5'])

    await page.getByRole('checkbox', { name: 'Boost (psi)' }).uncheck()
    await expect(page.getByRole('figure', { name: 'Boost (psi) against time' })).toBeHidden()
    await page.getByRole('checkbox', { name: 'Boost (psi)' }).check()
    await expect(page.getByRole('figure', { name: 'Boost (psi) against time' })).toBeVisible()
  })

  test('/tuning has no serious or critical accessibility violations', async ({ page }) => {
    await openUploadPage(page)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
