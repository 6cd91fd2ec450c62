import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

test.describe('the mail outbox (staff only)', () => {
  test('a logged-out visitor is sent to login, with the outbox kept as the way back', async ({ page }) => {
    await page.goto(paths.adminOutbox())
    await expect(page).toHaveURL(paths.login(paths.adminOutbox()))
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  })

  test('a customer is shown the forbidden page', async ({ page, loginAs }) => {
    await loginAs('customer@example.com')
    await page.goto(paths.adminOutbox())
    await expect(page).toHaveURL(paths.forbidden())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not open to your account')
  })

  test('staff see the outbox', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    await page.goto(paths.adminOutbox())
    await expect(page).toHaveURL(paths.adminOutbox())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail outbox')
  })
})

test('a logged-out visitor of /profile logs in and lands back on /profile', async ({ page, account }) => {
  await page.goto(paths.profile())
  await expect(page).toHaveURL(paths.login(paths.profile()))
  await account.logInWithForm('customer@example.com', 'demo-password')
  await expect(page).toHaveURL(paths.profile())
  await expect(account.profileHeading()).toBeVisible()
})
