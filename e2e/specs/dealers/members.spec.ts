import { paths } from '@shop/domain/paths'
import { dealerOfItsOwn } from '../../fixtures/dealers'
import { hydrateOnNavigation } from '../../fixtures/hydration'
import { seriousViolations, shot } from '../../fixtures/page-checks'
import { expect, test } from '../../fixtures/test'
import { NEW_PASSWORD, uniqueEmail } from '../../fixtures/unique'

// Issue 25 acceptance: the owner of a new dealer invites a new address as a member from the portal's Members tab;
// the invitee, not signed in, opens the mailed link, is sent through sign-up (and its confirmation mail) back to
// the invitation, accepts it and lands in the portal with a member's tabs only; the owner then sees the member.
// Each width makes its own owner, dealer and invitee.

const CONSENT = { name: 'tuneshop.consent', value: 'v1.a0.p0' }
// PERMISSIONS.md: a member opens the dashboard, tune credits and tool orders; the rest is the owner's and managers'.
const MEMBER_TABS = ['Dashboard', 'Tune credits', 'Tool orders']
const NOT_MEMBER_TABS = ['Balance', 'Pay balance', 'Statements', 'Transfers', 'Members', 'Settings', 'Branding']

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ ...CONSENT, url: baseURL! }])
})

for (const width of [1280, 390]) {
  test(`the new owner invites a member who accepts by the e-mailed link (${width} px)`, async ({
    page,
    browser,
    newAccount,
    loginAs,
    outbox,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const owner = await newAccount('Olive Owner')
    const dealerName = `Members Spec ${width}`
    const slug = await dealerOfItsOwn(playwright, baseURL!, { ownerEmail: owner.email, name: dealerName })
    const invitee = { name: 'Ivy Invitee', email: uniqueEmail('invitee'), password: NEW_PASSWORD }

    await test.step('the owner invites a new address as a member', async () => {
      // A new session, so that it knows the membership.
      await loginAs(owner.email, owner.password)
      await page.goto(paths.dealer(slug))
      await page.getByRole('navigation', { name: 'Dealer portal' }).getByRole('link', { name: 'Members' }).click()
      await expect(page).toHaveURL(paths.dealer(slug, 'members'))
      await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible()
      await expect(page.getByRole('table', { name: 'Members' })).toContainText(owner.email)
      // The only owner can be neither demoted nor removed: the page offers neither.
      await expect(page.getByRole('table', { name: 'Members' })).toContainText('The only owner')
      await expect(page.getByRole('button', { name: `Remove ${owner.name}` })).toHaveCount(0)
      await expect(page.getByRole('combobox', { name: `Role of ${owner.name}` })).toHaveCount(0)
      await expect(page.getByText('No pending invitations')).toBeVisible()

      const form = page.getByRole('form', { name: 'Invite someone' })
      await form.getByLabel('E-mail address').fill(invitee.email)
      await form.getByLabel('Role').selectOption({ label: 'Member' })
      await form.getByRole('button', { name: 'Send invitation' }).click()
      await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${invitee.email}.`)
      const pending = page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: invitee.email })
      await expect(pending).toContainText('Member')
      await expect(pending).toContainText('Pending')
      expect(await seriousViolations(page)).toEqual([])
      await shot(page, `dealer-members-invited-${width}`)
    })

    const link = await outbox.linkTo(invitee.email, /\/accept-invite\//)
    expect(link).toMatch(new RegExp(`^${paths.dealerAcceptInvite(slug, 'ID').replace('ID', '[0-9a-f-]{36}')}$`))

    // The invitee, in a browser of their own, not signed in.
    const theirs = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
    await theirs.addCookies([{ ...CONSENT, url: baseURL! }])
    const inviteePage = await theirs.newPage()
    hydrateOnNavigation(inviteePage)

    await test.step('the mailed link asks a visitor to log in or sign up, and keeps the invitation', async () => {
      await inviteePage.goto(link)
      await expect(inviteePage).toHaveURL(paths.login(link))
      await expect(inviteePage.getByText('You have been invited to a dealer’s team.')).toBeVisible()
      await expect(inviteePage.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
      await shot(inviteePage, `dealer-invite-login-${width}`)
      await inviteePage.getByRole('main').getByRole('link', { name: 'Create an account' }).click()
      await expect(inviteePage).toHaveURL(paths.signUp(link))
      await expect(inviteePage.getByText('Create your account with the e-mail address the invitation')).toBeVisible()
      await expect(inviteePage.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
      await inviteePage.getByLabel('Name', { exact: true }).fill(invitee.name)
      await inviteePage.getByLabel('Email', { exact: true }).fill(invitee.email)
      await inviteePage.getByLabel('Password', { exact: true }).fill(invitee.password)
      await inviteePage.getByRole('button', { name: 'Create account', exact: true }).click()
      await expect(inviteePage.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible()
    })

    await test.step('the confirmation link brings the new account back to the invitation, which it accepts', async () => {
      await inviteePage.goto(await outbox.confirmationLink(invitee.email))
      await expect(inviteePage).toHaveURL(link)
      await expect(inviteePage.getByRole('heading', { level: 1, name: `Join ${dealerName}` })).toBeVisible()
      await expect(
        inviteePage.getByText(`Olive Owner invited you to the dealer portal of ${dealerName}.`),
      ).toBeVisible()
      await expect(inviteePage.getByText('Member', { exact: true })).toBeVisible()
      expect(await seriousViolations(inviteePage)).toEqual([])
      await shot(inviteePage, `dealer-accept-invite-${width}`)
      await inviteePage.getByRole('button', { name: 'Accept and open the portal' }).click()
      await expect(inviteePage).toHaveURL(paths.dealer(slug))
    })

    await test.step('the portal opens with a member’s tabs, and the profile lists the dealer', async () => {
      await expect(inviteePage.getByText(dealerName).first()).toBeVisible()
      const nav = inviteePage.getByRole('navigation', { name: 'Dealer portal' })
      await expect(nav.getByRole('link')).toHaveText(MEMBER_TABS)
      for (const tab of NOT_MEMBER_TABS) await expect(nav.getByRole('link', { name: tab })).toHaveCount(0)
      await expect(inviteePage.getByText('Member', { exact: true })).toBeVisible()
      expect(await seriousViolations(inviteePage)).toEqual([])
      await shot(inviteePage, `dealer-portal-member-${width}`)

      await inviteePage.goto(paths.dealerMemberships())
      const card = inviteePage.getByRole('list', { name: 'Your dealers' }).getByRole('listitem')
      await expect(card).toHaveCount(1)
      await expect(card.getByRole('heading', { name: dealerName })).toBeVisible()
      await expect(card).toContainText('Member')
      await expect(card.getByRole('link', { name: 'Open portal' })).toHaveAttribute('href', paths.dealer(slug))
      expect(await seriousViolations(inviteePage)).toEqual([])
      await shot(inviteePage, `profile-dealer-memberships-${width}`)
    })
    await theirs.close()

    await test.step('the owner sees the new member, and no invitation pending', async () => {
      await page.reload()
      await expect(page.getByRole('table', { name: 'Members' }).getByRole('row', { name: invitee.email })).toBeVisible()
      await expect(page.getByRole('combobox', { name: `Role of ${invitee.name}` })).toHaveValue('member')
      await expect(page.getByText('No pending invitations')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await shot(page, `dealer-members-joined-${width}`)
    })
  })
}
