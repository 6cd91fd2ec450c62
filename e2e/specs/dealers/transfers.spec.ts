import { paths } from '@shop/domain/paths'
import { seriousViolations, shot } from '../../fixtures/page-checks'
import { expect, test } from '../../fixtures/test'

// A dealer's transfer requests (SPEC §4, issue 25 item 2): the owner sends a customer two ECU credits, which the
// customer then sees on /profile/credits.

const SLUG = 'redline-performance'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

for (const width of [1280, 390]) {
  test(`at ${width} px the owner sends 2 ECU credits to a customer, who sees them on their credits page`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await loginAs('customer@example.com')
    await page.goto(paths.credits())
    const before = Number(await page.getByTestId('balance-ecu').textContent())

    await loginAs('dealer@example.com')
    await page.goto(paths.dealer(SLUG))
    await page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Transfers' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfers')
    await expect(page.getByRole('table', { name: 'Transfers' })).toContainText('Casey Customer')
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, `dealer-transfers-${width}`)

    await page.getByRole('button', { name: 'New transfer', exact: true }).click()
    const form = page.getByRole('form', { name: 'New transfer' })
    await form.getByRole('textbox', { name: 'Customer’s e-mail' }).fill('customer@example.com')
    await form.getByRole('combobox', { name: 'What to send' }).selectOption('ecu')
    await form.getByRole('textbox', { name: 'Amount' }).fill('2')
    await form.getByRole('textbox', { name: 'Note for the recipient' }).fill(`Track day ${width}`)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, `dealer-transfer-form-${width}`)
    await form.getByRole('button', { name: 'Request transfer' }).click()

    await expect(page).toHaveURL(/\/dealer\/redline-performance\/transfer\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer of 2 ECU credits')
    await expect(page.getByText('Waiting for review')).toBeVisible()
    await page.getByRole('button', { name: 'Mark as reviewed' }).click()
    await expect(page.getByText('Reviewed', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Send now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this transfer now?' })
    await expect(dialog).toContainText('2 ECU credits will go from your dealer account to Casey Customer')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Send 2 ECU credits' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Sent')
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, `dealer-transfer-sent-${width}`)

    await loginAs('customer@example.com')
    await page.goto(paths.credits())
    await expect(
      page.getByRole('cell', { name: `Transfer of 2 ECU credits from Redline Performance: Track day ${width}` }),
    ).toBeVisible()
    // Other tests may give the demo customer credits at the same time: the balance holds at least these two more.
    expect(Number(await page.getByTestId('balance-ecu').textContent())).toBeGreaterThanOrEqual(before + 2)
    await shot(page, `customer-credits-after-transfer-${width}`)
  })
}

test('a member of the dealer does not see the Transfers tab', async ({ page, loginAs }) => {
  await loginAs('dealer-member@example.com')
  await page.goto(paths.dealer(SLUG))
  await expect(page.getByRole('navigation', { name: 'Dealer portal' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Transfers' }),
  ).toHaveCount(0)
})
