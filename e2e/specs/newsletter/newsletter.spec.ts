import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { uniqueEmail } from '../../fixtures/unique'

// Newsletter (issue 26 item 6): a visitor signs up in the footer, confirms through the mailed link's page and is
// subscribed; a dealer-list subscriber unsubscribes from an issue's link and lands on /mail/unsubscribed/…; staff
// write and send that issue from the back office.

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

for (const width of [1280, 390]) {
  test(`a visitor signs up in the footer and confirms from the mailed link (${width} px)`, async ({ page, outbox }) => {
    await page.setViewportSize({ width, height: 900 })
    const email = uniqueEmail(`news-${width}`)
    await page.goto(paths.home())
    const form = page.getByTestId('newsletter-sign-up')
    await form.getByLabel('E-mail address').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toContainText('we have sent it a link to confirm')
    await form.scrollIntoViewIfNeeded()
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/footer-sign-up-${width}.png` })

    const link = await outbox.linkTo(email, /^\/newsletter\/confirm\//)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
    await shot(page, `confirm-${width}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toContainText(`${email} now gets “News and offers”`)
    await shot(page, `confirmed-${width}`)

    // The link works once.
    await page.goto(link)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid any more')
  })

  test(`staff send a dealer issue; its subscriber unsubscribes from the mail’s link (${width} px)`, async ({
    page,
    outbox,
    loginAs,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const email = uniqueEmail(`dealer-news-${width}`)
    const subscribed = await page.request.post('/api/v1/newsletter/subscribe', {
      data: { list: 'dealer-blog-posts', email },
    })
    expect(subscribed.ok()).toBe(true)
    const confirm = await outbox.linkTo(email, /^\/newsletter\/confirm\//)
    const token = confirm.split('/').pop()!
    expect((await page.request.post(`/api/v1/newsletter/confirm/${token}`)).ok()).toBe(true)

    await loginAs('staff@example.com')
    await page.goto(paths.adminNewsletterIssueNew())
    const subject = `Install bulletin ${Date.now().toString(36)} (${width} px)`
    await page.getByRole('combobox', { name: 'List' }).click()
    await page.getByRole('option', { name: 'Dealer blog posts' }).click()
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
    await page
      .getByRole('textbox', { name: 'Issue' })
      .fill('## New harness for the DQ381\n\nThe bench harness for the **DQ381** TCU ships on Monday.')
    await page.getByRole('button', { name: 'Create draft' }).click()
    await expect(page.getByRole('heading', { name: subject })).toBeVisible()
    await page.getByRole('button', { name: 'Send…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this issue?' })
    await expect(dialog).toContainText('Dealer blog posts')
    await expect(dialog).toContainText(/\d+ confirmed subscribers/)
    await dialog.getByRole('button', { name: 'Send now' }).click()
    await expect(page.getByText(/Sending…|Sent/).first()).toBeVisible()
    await page.goto(paths.adminNewsletter())
    await shot(page, `admin-newsletter-sending-${width}`)
    await expect(page.getByRole('row', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) })).toContainText('Sent', {
      timeout: 30_000,
    })

    const unsubscribeLink = await outbox.linkTo(email, /^\/newsletter\/unsubscribe\//)
    await page.goto(unsubscribeLink)
    await expect(page.getByRole('heading', { name: 'Unsubscribe from Dealer blog posts' })).toBeVisible()
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await expect(page).toHaveURL(paths.mailUnsubscribed('dealer-blog-posts'))
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(
      'You will no longer receive “Dealer blog posts”',
    )
    await shot(page, `unsubscribed-${width}`)
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`a sent issue has its web view (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(paths.newsletterIssue('november-flashzilla-firmware-winter-fuel'))
    await expect(
      page.getByRole('heading', { name: 'November: FlashZilla firmware update and winter fuel tips' }),
    ).toBeVisible()
    await shot(page, `issue-${width}`)
    expect(await seriousViolations(page)).toEqual([])
    const draft = await page.goto(paths.newsletterIssue('december-dq381-stage-2-bundle-holiday-shipping'))
    expect(draft?.status()).toBe(404)
  })
}
