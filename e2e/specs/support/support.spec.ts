import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD, uniqueEmail } from '../../fixtures/unique'

// Issue 26 item 3 (decision 0114): the contact page opens a ticket; a feedback link rates a delivered tune once;
// staff read the answers; a purchase's conversation is a ticket.

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

function flashRead(marker: string): Buffer {
  const image = Buffer.alloc(64 * 1024, 0xff)
  image.write(marker, 64)
  return image
}

/** Staff take the request, upload its tuned file and deliver it, through the pipeline API. */
async function deliverAsStaff(api: APIRequestContext, origin: string, id: number) {
  const headers = { origin }
  await api.post('/api/auth/sign-in/email', { data: { email: 'staff@example.com', password: DEMO_PASSWORD }, headers })
  expect(
    (await api.post('/api/v1/pipeline', { data: { action: 'take', tune_request_id: id }, headers })).status(),
  ).toBe(200)
  const upload = await api.post('/api/v1/pipeline', {
    headers,
    multipart: {
      action: 'upload',
      tune_request_id: String(id),
      note: 'Stage 1, pops and bangs off.',
      file: { name: 'golf-r-stage1.bin', mimeType: 'application/octet-stream', buffer: flashRead('TUNED') },
    },
  })
  expect(upload.status()).toBe(200)
  expect(
    (await api.post('/api/v1/pipeline', { data: { action: 'deliver', tune_request_id: id }, headers })).status(),
  ).toBe(200)
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(label, () => {
    test.use({ viewport })
    test.describe.configure({ timeout: 120_000 })

    test('a visitor writes through /contact-us and sees the confirmation', async ({ page, outbox }) => {
      await page.goto(paths.home())
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click()
      await expect(page).toHaveURL(/\/contact-us$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
      const main = page.locator('#main')
      await expect(main.getByText('Mon–Fri, 9:00–17:00 Pacific time')).toBeVisible()
      await expect(main.getByText(/Support is (open|closed) now/)).toBeVisible()
      await shot(page, `contact-us-${label}`)
      expect(await seriousViolations(page)).toEqual([])

      const email = uniqueEmail('contact')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await page.getByRole('textbox', { name: 'Your name' }).fill('Hannah Whitcombe')
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
      await page.getByRole('textbox', { name: 'Subject' }).fill('Flex tool for a 2020 Ram 1500 EcoDiesel')
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Does the Flex read the 2020 Ram EcoDiesel ECU on the bench, or only through OBD?')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByRole('heading', { name: /Thank you — your message is ticket #\d+/ })).toBeVisible()
      await shot(page, `contact-us-sent-${label}`)
      expect(await outbox.linkTo(email, /^\/tickets\/\d+\/[0-9a-f]{32}$/)).toMatch(/^\/tickets\//)
    })

    test('a customer rates a delivered tune 5 stars once; staff see it', async ({
      page,
      baseURL,
      newAccount,
      outbox,
      playwright,
      loginAs,
    }) => {
      const account = await newAccount('Riley Okafor')
      const created = await page.request.post('/api/v1/tune-requests', {
        headers: { origin: baseURL! },
        multipart: { file: { name: 'golf-r-stock.bin', mimeType: 'application/octet-stream', buffer: flashRead('R') } },
      })
      expect(created.status()).toBe(201)
      const { id } = (await created.json()) as { id: number }
      const detail = (await (await page.request.get(`/api/v1/tune-requests/${id}`)).json()) as {
        disclaimer: { sha256: string }
      }
      await page.request.post(`/api/v1/tune-requests/${id}/raw`, {
        headers: { origin: baseURL! },
        data: { disclaimer_sha256: detail.disclaimer.sha256 },
      })
      const staff = await playwright.request.newContext({ baseURL })
      await deliverAsStaff(staff, baseURL!, id)
      await staff.dispose()

      const link = await outbox.linkTo(account.email, /^\/feedback\/\d+\/[\w-]+\/submit$/)
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 1, name: 'How did we do?' })).toBeVisible()
      await expect(page.getByText(`About: Tune request #${id}`)).toBeVisible()
      await shot(page, `feedback-form-${label}`)
      expect(await seriousViolations(page)).toEqual([])
      // The stars are radio buttons: the keyboard moves between them.
      await page.getByRole('radio', { name: '3 stars' }).check()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked()
      await page.getByRole('textbox', { name: 'Comment' }).fill('Pulls hard to the redline and idles like stock.')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible()
      await shot(page, `feedback-thanks-${label}`)
      await page.reload()
      await expect(page.getByRole('heading', { name: 'This feedback was already sent.' })).toBeVisible()
      await expect(page.getByText('Pulls hard to the redline and idles like stock.')).toBeVisible()
      await shot(page, `feedback-already-sent-${label}`)

      await page.context().clearCookies()
      await loginAs('staff@example.com')
      await page.goto(paths.adminFeedback())
      await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
      await expect(page.getByText('Average rating')).toBeVisible()
      await expect(page.getByRole('table', { name: 'Feedback' }).getByText(`Tune request #${id}`)).toBeVisible()
      await shot(page, `admin-feedback-${label}`)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the purchase page shows its ticket thread and links the ticket', async ({ page, loginAs, baseURL }) => {
      await loginAs('customer@example.com')
      const engine = (await (
        await page.request.get('/api/v1/ecu/makes/audi/years/2019/models/s4/engines/3-0-tfsi')
      ).json()) as { tunes: { id: number; is_stock: boolean; optional: boolean }[] }
      const tune = engine.tunes.find((each) => !each.is_stock && !each.optional)!
      const estimate = await page.request.post('/api/v1/catalog/estimate', {
        headers: { origin: baseURL! },
        data: {
          vehicle: paths.vehicle({
            make: 'audi',
            year: '2019',
            model: 's4',
            engine: '3-0-tfsi',
            transmission: 'zf-8hp',
          }),
          selection: `tune=${tune.id}`,
          save: true,
        },
      })
      expect(estimate.status()).toBe(201)
      const { purchase_id } = (await estimate.json()) as { purchase_id: number }
      const opened = await page.request.post('/api/v1/catalog/via-ticket', {
        headers: { origin: baseURL! },
        data: { purchase_id, message: 'My S4 has the sport differential: does the stage 1 change anything for it?' },
      })
      expect(opened.status()).toBe(201)
      const { ticket_id } = (await opened.json()) as { ticket_id: number }
      await page.goto(paths.catalogPurchase(purchase_id))
      await expect(page.getByText(`This conversation is support ticket #${ticket_id}.`)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Open the ticket' })).toHaveAttribute('href', paths.ticket(ticket_id))
      await expect(page.getByText('does the stage 1 change anything for it?', { exact: false })).toBeVisible()
      await page.getByRole('textbox', { name: 'Your reply' }).fill('It is the B9 with the quattro sport diff.')
      await page.getByRole('button', { name: 'Send reply' }).click()
      await expect(page.getByText('It is the B9 with the quattro sport diff.')).toBeVisible()
      await shot(page, `purchase-ticket-thread-${label}`)
    })
  })
}
