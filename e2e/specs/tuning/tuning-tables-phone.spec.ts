import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD } from '../../fixtures/unique'

/** A flash read: erased flash with a marker (the upload detection's mask pattern). */
function flashRead(marker: string): Buffer {
  const image = Buffer.alloc(64 * 1024, 0xff)
  image.write(marker, 64)
  return image
}

// A long name, as flashing tools write them: it must wrap inside its card, not widen the page.
const READ_NAME = 'audi-s4-b9-3.0-tfsi-stock-read-2026-11-25-full-flash-backup.bin'
const TUNED_NAME = 'audi-s4-b9-stage1-tuned-pops-and-bangs-off-v2.bin'

/** Staff take the request, upload its tuned file and deliver it, through the pipeline API. */
async function deliverAsStaff(api: APIRequestContext, baseURL: string, id: number) {
  const headers = { origin: baseURL }
  expect(
    (
      await api.post('/api/auth/sign-in/email', {
        data: { email: 'staff@example.com', password: DEMO_PASSWORD },
        headers,
      })
    ).status(),
  ).toBe(200)
  expect(
    (await api.post('/api/v1/pipeline', { data: { action: 'take', tune_request_id: id }, headers })).status(),
  ).toBe(200)
  const upload = await api.post('/api/v1/pipeline', {
    headers,
    multipart: {
      action: 'upload',
      tune_request_id: String(id),
      note: '',
      file: { name: TUNED_NAME, mimeType: 'application/octet-stream', buffer: flashRead('TUNED') },
    },
  })
  expect(upload.status()).toBe(200)
  expect(
    (await api.post('/api/v1/pipeline', { data: { action: 'deliver', tune_request_id: id }, headers })).status(),
  ).toBe(200)
}

/** The accessibility bar of the axe specs, on the cards as a phone shows them. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

async function expectDownloadInView(page: Page, name: string) {
  const download = page.getByRole('link', { name: `Download ${name}` })
  await download.scrollIntoViewIfNeeded()
  await expect(download).toBeInViewport({ ratio: 1 })
  const box = (await download.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
}

test.describe('tunes and files on a phone (docs/design.md "Tables")', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('/tuning/files and /tuning/tunes reflow into cards: no sideways scroll, Download in view', async ({
    page,
    baseURL,
    newAccount,
    playwright,
  }) => {
    test.setTimeout(90_000)
    await newAccount()
    const created = await page.request.post('/api/v1/tune-requests', {
      headers: { origin: baseURL! },
      multipart: { file: { name: READ_NAME, mimeType: 'application/octet-stream', buffer: flashRead('READ') } },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const detail = (await (await page.request.get(`/api/v1/tune-requests/${id}`)).json()) as {
      disclaimer: { sha256: string }
    }
    const raw = await page.request.post(`/api/v1/tune-requests/${id}/raw`, {
      headers: { origin: baseURL! },
      data: { disclaimer_sha256: detail.disclaimer.sha256 },
    })
    expect(raw.status()).toBe(200)
    const staff = await playwright.request.newContext({ baseURL })
    await deliverAsStaff(staff, baseURL!, id)
    await staff.dispose()

    await page.goto(paths.tuningFiles())
    await expect(page.getByRole('table', { name: 'Your tuning files' }).getByRole('row')).toHaveCount(3)
    await expectNoSidewaysScroll(page)
    await expectDownloadInView(page, READ_NAME)
    await expectDownloadInView(page, TUNED_NAME)
    await expectNoSeriousViolations(page)

    await page.goto(paths.tunes())
    const tunes = page.getByRole('table', { name: 'Your tunes' })
    await expect(tunes.getByRole('row')).toHaveCount(2)
    await expect(tunes).toContainText('Tuned file')
    await expectNoSidewaysScroll(page)
    await expectDownloadInView(page, TUNED_NAME)
    await expectNoSeriousViolations(page)
  })
})
