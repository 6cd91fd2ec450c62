import { paths } from '@shop/domain/paths'
import { seriousViolations, shot } from '../../fixtures/page-checks'
import { expect, test } from '../../fixtures/test'

// Issue 26 items 7 and 8: the unit converter converts as one types; a customer applies to a beta program and sees
// "Applied"; staff accept the application in the back office. The seed's programs: 1 the FZ3 firmware beta (the
// demo customer applied), 2 the DSG TCU beta for Audi and Volkswagen, 3 a closed one.

const FIRMWARE = 1
const DSG = 2

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

test('the unit converter turns 300 hp into kW and 14.7 AFR of gasoline into lambda 1.00', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(paths.unitConverter())
  await expect(page).toHaveTitle(/Unit converter/)
  const power = page.getByRole('region', { name: 'Power' })
  await power.getByLabel('Power reading').fill('300')
  await expect(power.locator('[data-unit="kW"]')).toHaveText(/223\.7\s*kW/)
  const mixture = page.getByRole('region', { name: 'Air-fuel ratio and lambda' })
  await mixture.getByLabel('Fuel', { exact: true }).selectOption('gasoline')
  await mixture.getByLabel('Air-fuel ratio (AFR)').fill('14,7')
  await expect(mixture.getByLabel('Lambda (λ)')).toHaveValue(/^1\.00/)
  await page.getByRole('region', { name: 'Pressure' }).getByLabel('Pressure reading').fill('-1')
  await expect(page.getByRole('region', { name: 'Pressure' }).getByRole('alert')).toContainText('cannot be below zero')
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'unit-converter-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'unit-converter-390')
})

test('a visitor is asked to log in; a customer applies and sees Applied; staff accept it', async ({
  page,
  context,
  loginAs,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await test.step('the programs and one program, logged out', async () => {
    await page.goto(paths.betaPrograms())
    await expect(page.getByRole('heading', { level: 1, name: 'Beta programs' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'DSG stage 2 TCU calibration beta' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'beta-list-1280')
    await page.getByRole('link', { name: 'DSG stage 2 TCU calibration beta' }).click()
    await expect(page).toHaveURL(paths.betaProgram(DSG))
    await expect(page.getByText('Open to Audi or Volkswagen vehicles, with any flash tool.')).toBeVisible()
    const login = page.getByRole('link', { name: 'Log in to apply' })
    await expect(login).toHaveAttribute('href', paths.login(paths.betaProgram(DSG)))
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'beta-program-logged-out-1280')
  })

  await test.step('the customer applies with an eligible car and sees Applied', async () => {
    await loginAs('customer@example.com')
    await page.goto(paths.betaProgram(DSG))
    const form = page.getByRole('form', { name: 'Apply to this beta' })
    await form.getByLabel('Make').selectOption({ label: 'BMW' })
    await expect(form.getByText('This beta is for Audi or Volkswagen vehicles only.')).toBeVisible()
    await form.getByLabel('Make').selectOption({ label: 'Volkswagen' })
    await form.getByLabel('Model', { exact: true }).fill('Golf R')
    await form.getByLabel('Model year').fill('2020')
    await form.getByLabel('Engine and gearbox').fill('2.0 TSI EA888 with a DQ381')
    await form.getByLabel('Notes').fill('Stage 2 with a downpipe and an intercooler.')
    await form.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('beta-application-status')).toHaveText('Applied')
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'beta-program-applied-1280')
  })

  await test.step('staff accept the application with a note', async () => {
    await context.clearCookies()
    await loginAs('staff@example.com')
    await page.goto(paths.adminBetaPrograms())
    await page.getByRole('link', { name: 'DSG stage 2 TCU calibration beta' }).click()
    await expect(page).toHaveURL(paths.adminBetaProgram(DSG))
    const row = page.getByRole('row').filter({ hasText: 'customer@example.com' })
    await row.getByRole('button', { name: 'Accept' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Note to the applicant').fill('Your TCU file follows within two days.')
    await dialog.getByRole('button', { name: 'Accept and e-mail' }).click()
    await expect(dialog).toBeHidden()
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible()
    await shot(page, 'admin-beta-program-1280')
  })
})

test('the beta pages and the back office on a phone', async ({ page, context, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(paths.betaPrograms())
  await shot(page, 'beta-list-390')
  await page.goto(paths.betaProgram(DSG))
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeVisible()
  await shot(page, 'beta-program-logged-out-390')
  await loginAs('customer@example.com')
  await page.goto(paths.betaProgram(FIRMWARE))
  await expect(page.getByTestId('beta-application-status')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'beta-program-applied-390')
  await context.clearCookies()
  await loginAs('staff@example.com')
  await page.goto(paths.adminBetaProgram(FIRMWARE))
  await expect(page.getByRole('heading', { level: 1, name: 'FlashZilla V3 datalogging firmware beta' })).toBeVisible()
  await shot(page, 'admin-beta-program-390')
})
