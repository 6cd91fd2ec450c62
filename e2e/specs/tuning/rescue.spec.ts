import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test('a customer starts a rescue session on /fz/rescue, staff send an estimate, the customer pays it', async ({
  page,
  newAccount,
  loginAs,
}) => {
  const customer = await newAccount('Alex Rescue')
  await page.goto(paths.rescue())
  await expect(page.getByRole('heading', { name: 'ECU rescue', level: 1 })).toBeVisible()

  await page.getByLabel(/Identify and recover/).check()
  await page.getByLabel('Flashing tool').fill('Flashzilla V3')
  await page.getByLabel('Tool serial number').fill('FZ3-004211')
  await page.getByLabel('Vehicle').fill('2019 Volkswagen Golf GTI 2.0 TSI')
  await page.getByLabel('VIN').fill('WVWZZZAUZKW123456')
  await page
    .getByLabel('What happened?')
    .fill('The flash stopped at 43% when the laptop slept; the car does not crank.')
  await page.getByRole('button', { name: 'Start rescue session' }).click()

  const started = page.getByRole('status').getByText(/Rescue session #\d+ started/)
  await expect(started).toBeVisible()
  const id = Number((await started.textContent())!.match(/#(\d+)/)![1])
  const card = page.getByRole('article', { name: `Rescue session ${id}` })
  await expect(card.getByText('Waiting for a technician')).toBeVisible()

  await test.step('staff send an estimate from the queue', async () => {
    await page.context().clearCookies({ name: /session_token/ })
    await loginAs('staff@example.com')
    await page.goto(paths.rescue())
    const queued = page
      .getByRole('region', { name: 'Rescue queue (staff)' })
      .getByRole('article', { name: `Rescue session ${id}` })
    await queued.getByLabel(/Estimate/).fill('149')
    await queued.getByRole('button', { name: 'Send estimate' }).click()
    await expect(queued.getByText('Estimate ready')).toBeVisible()
    await expect(queued.getByText('Estimate: $149.00')).toBeVisible()
  })

  await test.step('the customer pays the estimate with the test card', async () => {
    await page.context().clearCookies({ name: /session_token/ })
    await loginAs(customer.email, customer.password)
    await page.goto(paths.rescue())
    const mine = page
      .getByRole('region', { name: 'Your rescue sessions' })
      .getByRole('article', { name: `Rescue session ${id}` })
    // The shared payment step: the test provider's first card succeeds.
    await expect(mine.getByRole('radio', { name: 'Test card (no real money)' })).toBeChecked()
    await mine.getByRole('button', { name: 'Pay now' }).click()
    await expect(mine.getByText('Paid, in the workshop queue')).toBeVisible()
  })
})
