import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD } from '../../fixtures/unique'

// README: the demo accounts, one per kind of user, and the role each has.
const DEMO_ACCOUNTS = [
  ['customer@example.com', 'user'],
  ['dealer@example.com', 'user'],
  ['tuner@example.com', 'user'],
  ['affiliate@example.com', 'user'],
  ['developer@example.com', 'user'],
  ['staff@example.com', 'staff'],
  ['admin@example.com', 'admin'],
  ['superadmin@example.com', 'superadmin'],
] as const

for (const [email, role] of DEMO_ACCOUNTS) {
  test(`${email} logs in with the login form and has the role ${role}`, async ({ page, account }) => {
    await page.goto('/login')
    await account.logInWithForm(email, DEMO_PASSWORD)
    await expect(page).not.toHaveURL(/\/login/)
    const me = await page.request.get('/api/user/me')
    expect(me.status()).toBe(200)
    expect(await me.json()).toMatchObject({ email, role })
  })
}
