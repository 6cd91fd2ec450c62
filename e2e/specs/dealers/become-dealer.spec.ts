import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// Becoming a dealer (issue 25 item 5): a visitor signs up and applies on /new-dealer with a PDF, an admin approves
// the application in the back office, the applicant sees it approved and opens the portal as its owner; the public
// locator finds the demo dealer from its postal code. Each run makes its own applicant and company.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** With E2E_SHOTS=<folder>, a screenshot of the whole page for a person to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

for (const width of [1280, 390]) {
  test(`a visitor applies, an admin approves, the owner opens the portal (${width} px)`, async ({
    page,
    newAccount,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const company = `Canyon Tuning ${Date.now().toString(36)} ${width}`

    await page.goto(paths.newDealer())
    await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeVisible()
    await newAccount('Casey Applicant')
    await page.goto(paths.newDealer())
    await page.getByLabel('Company name').fill(company)
    await page.getByLabel('Legal name').fill(`${company} LLC`)
    await page.getByLabel('Tax id (EIN, VAT number…)').fill('88-1112223')
    await page.getByLabel('Business e-mail').fill('shop@canyon.example')
    await page.getByLabel('Phone').first().fill('+1 775 555 0177')
    await page.getByRole('textbox', { name: /^Address( \*)?$/ }).fill('9 Mill St')
    await page.getByLabel('City').fill('Sparks')
    await page.getByLabel('State or province').fill('NV')
    // In Sparks, not at Redline's own postal code: the locator's check below finds Redline first from 89502.
    await page.getByLabel('Postal code').fill('89431')
    await page.getByLabel('Billing name').fill('Accounts payable')
    await page.getByLabel('FlashZilla V3 (FZ3)').check()
    await page.getByLabel('Dyno testing').check()
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF })
    await shot(page, `new-dealer-form-${width}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText(/Submitted — we will e-mail you/)).toBeVisible()
    await shot(page, `new-dealer-submitted-${width}`)

    // The admin decides in the back office.
    const applicant = page.context()
    const admin = await applicant.browser()!.newContext({ baseURL: test.info().project.use.baseURL })
    const adminPage = await admin.newPage()
    await adminPage.setViewportSize({ width, height: 900 })
    const response = await adminPage.request.post('/api/auth/sign-in/email', {
      data: { email: 'admin@example.com', password: 'demo-password' },
      headers: { origin: test.info().project.use.baseURL ?? '' },
    })
    expect(response.status()).toBe(200)
    await adminPage.goto(paths.adminDealerApplications())
    await adminPage.getByRole('link', { name: company }).click()
    await expect(adminPage.getByRole('heading', { level: 1, name: company })).toBeVisible()
    await expect(adminPage.getByRole('link', { name: 'licence.pdf' })).toBeVisible()
    expect(await seriousViolations(adminPage)).toEqual([])
    await shot(adminPage, `admin-dealer-application-${width}`)
    await adminPage.getByRole('button', { name: 'Approve' }).click()
    await expect(adminPage.getByText(/Approved .*the dealer/)).toBeVisible()
    await admin.close()

    await page.reload()
    await expect(page.getByText(/Approved — open your portal/)).toBeVisible()
    await shot(page, `new-dealer-approved-${width}`)
    await page.getByRole('link', { name: 'Open your dealer portal' }).click()
    await expect(page).toHaveURL(/\/dealer\/canyon-tuning-/)
    await expect(page.getByText(company).first()).toBeVisible()
    await expect(page.getByText('Owner', { exact: true })).toBeVisible()
  })
}

test('the locator finds Redline Performance first from 89502', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(paths.dealers())
    await page.getByLabel('Address or postal code').fill('89502')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('heading', { name: 'Dealers near Reno, NV 89502' })).toBeVisible()
    await expect(page.getByRole('listitem').first()).toContainText('Redline Performance')
    await expect(page.getByRole('listitem').first()).toContainText(/\d mi/)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, `dealers-${width}`)
  }
  await page.goto(paths.dealerTools())
  await expect(page.getByRole('heading', { name: 'Tools and prices for dealers' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'dealertools-1280')
})
