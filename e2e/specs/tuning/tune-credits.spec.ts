import AxeBuilder from '@axe-core/playwright'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

// The seeded demo code worth 2 ECU credits (apps/server/src/db/seed/tune-credits.ts).
const DEMO_ECU_CODE = 'ECUX-2222-AAAA'

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is tested elsewhere; here the visitor has already chosen.
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test('a customer claims a credit code on /profile/credits and sees the balance and the history', async ({
  page,
  newAccount,
  loginAs,
  baseURL,
}) => {
  // A fresh code (issued by staff without payment) and a fresh account: nothing another test claimed matters.
  await loginAs('staff@example.com')
  const estimate = await page.request.post('/api/v1/tune-credit-codes/invoices', {
    data: { code_count: 1, credits_per_code: { ecu: 2, tcu: 0, awd: 0 } },
    headers: { origin: baseURL! },
  })
  const invoice = await estimate.json()
  const committed = await page.request.post('/api/v1/tune-credit-codes/commit', {
    data: { invoice_id: invoice.id },
    headers: { origin: baseURL! },
  })
  const code: string = (await committed.json()).codes[0].code
  await newAccount('Robin Credits')

  await page.goto(paths.credits())
  await expect(page.getByRole('heading', { name: 'Tune credits', level: 1 })).toBeVisible()
  await expect(page.getByTestId('balance-ecu')).toHaveText('0')
  await expect(page.getByRole('heading', { name: 'No credits yet' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Credit code' }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Claim code' }).click()
  await expect(page.getByRole('status').getByText('2 ECU credits added to your account.')).toBeVisible()
  await expect(page.getByTestId('balance-ecu')).toHaveText('2')
  await expect(page.getByRole('cell', { name: `Credit code ${code} claimed` })).toBeVisible()
  // The green notice (as the autoclaim one) must be readable: its title once fell below 4.5:1.
  const contrast = await new AxeBuilder({ page }).include('[role="status"]').withRules(['color-contrast']).analyze()
  expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])

  await test.step('claiming again changes nothing', async () => {
    await page.getByRole('textbox', { name: 'Credit code' }).fill(code)
    await page.getByRole('button', { name: 'Claim code' }).click()
    await expect(page.getByRole('status').getByText('Already yours')).toBeVisible()
    await expect(page.getByTestId('balance-ecu')).toHaveText('2')
  })
})

test('the demo customer claims the seeded demo code', async ({ page, loginAs }) => {
  await loginAs('customer@example.com')
  await page.goto(paths.credits())
  await page.getByRole('textbox', { name: 'Credit code' }).fill(DEMO_ECU_CODE)
  await page.getByRole('button', { name: 'Claim code' }).click()
  await expect(page.getByRole('status').getByText(/ECU credits added|already claimed|Already yours/)).toBeVisible()
  await expect(page.getByTestId('balance-ecu')).not.toHaveText('0')
})
