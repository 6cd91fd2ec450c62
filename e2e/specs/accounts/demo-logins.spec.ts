import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD } from '../../fixtures/unique'

// README: the demo accounts, one per kind of user, and the role each has.
// `role` is the account role; `roles` the SPEC §6 roles it adds up to with memberships and flags.
const DEMO_ACCOUNTS = [
  ['customer@example.com', 'user', ['customer']],
  ['dealer@example.com', 'user', ['customer', 'dealer']],
  ['tuner@example.com', 'user', ['customer', 'tuner']],
  ['affiliate@example.com', 'user', ['customer', 'affiliate']],
  ['developer@example.com', 'user', ['customer', 'tool-developer']],
  ['staff@example.com', 'staff', ['staff']],
  ['admin@example.com', 'admin', ['admin']],
  ['superadmin@example.com', 'superadmin', ['superadmin']],
] as const

for (const [email, role, roles] of DEMO_ACCOUNTS) {
  test(`${email} logs in with the login form and is ${roles.join(' and ')}`, async ({ page, account }) => {
    await page.goto(paths.login())
    await account.logInWithForm(email, DEMO_PASSWORD)
    await expect(page).not.toHaveURL(/\/login/)
    const me = await page.request.get('/api/user/me')
    expect(me.status()).toBe(200)
    expect(await me.json()).toMatchObject({ email, role, roles })
  })
}
