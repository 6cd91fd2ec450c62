import { fileURLToPath } from 'node:url'
import { paths } from '@shop/domain/paths'
import { seriousViolations, shot } from '../../fixtures/page-checks'
import { expect, test } from '../../fixtures/test'
import { uniqueEmail } from '../../fixtures/unique'

// Issue 26's first acceptance journey, in one piece: a guest opens a TOOL ticket from the contact widget with a
// photo, gets the e-mail, follows its link and replies; staff see it in the inbox with its clock, answer it and
// solve it; the guest rates it through the feedback link the solve mails.

const PHOTO = fileURLToPath(new URL('../../fixtures/files/fz3-screen.png', import.meta.url))

for (const width of [1280, 390]) {
  test(`a guest's tool ticket from the widget to staff's answer and the guest's rating (${width} px)`, async ({
    page,
    browser,
    baseURL,
    outbox,
  }) => {
    test.setTimeout(180_000)
    await page.context().addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
    await page.setViewportSize({ width, height: 900 })
    const email = uniqueEmail('desk-guest')
    const title = `KESS cable dead after one read (${width})`

    await page.goto(paths.home())
    await page.getByRole('button', { name: 'Help' }).click()
    const panel = page.getByRole('dialog', { name: 'Contact support' })
    await panel.getByLabel('What is it about?').selectOption({ label: 'Flash tool or hardware' })
    await panel.getByLabel('Title').fill(title)
    await panel.getByLabel('Description').fill('The OBD cable shows no lights since my first read. Photo attached.')
    await panel.getByLabel('Your name').fill('Noor Haddad')
    await panel.getByLabel('E-mail').fill(email)
    await panel.getByLabel(/Files/).setInputFiles(PHOTO)
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByText(/^Ticket #\d+ is open$/)).toBeVisible()
    const number = Number(/#(\d+)/.exec((await panel.getByText(/^Ticket #\d+ is open$/).textContent())!)![1])

    const link = await outbox.linkTo(email, /^\/tickets\/\d+\/[0-9a-f]{32}$/)
    await page.goto(link)
    await page.getByLabel('Your reply').fill('The fuse under the dash is fine, I checked.')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible()

    // Staff, in their own browser.
    const staffContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
    const staff = await staffContext.newPage()
    const login = await staff.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL! },
      data: { email: 'staff@example.com', password: 'demo-password' },
    })
    expect(login.status()).toBe(200)
    await staff.goto(paths.adminTickets({ q: `#${number}` }))
    const row = staff.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: title })
    await expect(row.getByText(/First response: (due in .+ \(support hours\)|overdue by .+)/)).toBeVisible()
    await shot(staff, `desk-inbox-${width}`)
    await row.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click()
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(staff.getByRole('region', { name: 'Clocks (support hours)' })).toContainText('First response')
    const thread = staff.getByRole('list', { name: 'Conversation' })
    await expect(thread).toContainText('The fuse under the dash is fine')
    await expect(staff.getByRole('link', { name: 'fz3-screen.png' })).toBeVisible()
    await staff.getByText('Public reply', { exact: true }).click()
    await staff
      .getByRole('textbox', { name: 'Reply', exact: true })
      .fill('That cable has a known fault: a replacement ships today, free of charge.')
    await staff.getByLabel('Then set the status to').selectOption('solved')
    await staff.getByRole('button', { name: 'Send reply' }).click()
    await expect(staff.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible()
    expect(await seriousViolations(staff)).toEqual([])
    await shot(staff, `desk-ticket-solved-${width}`)
    await staffContext.close()

    // The guest reads the answer on the ticket's page and rates it from the mailed feedback link.
    await page.goto(link)
    await expect(page.getByText('a replacement ships today')).toBeVisible()
    await expect(page.getByTestId('ticket-status')).toHaveText('Solved')
    const feedback = await outbox.linkTo(email, /^\/feedback\/\d+\/[\w-]+\/submit$/)
    await page.goto(feedback)
    await expect(page.getByRole('heading', { level: 1, name: 'How did we do?' })).toBeVisible()
    await page.getByRole('radio', { name: '5 stars' }).check()
    await page.getByRole('textbox', { name: 'Comment' }).fill('Fast, clear and the new cable works.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible()
    await shot(page, `desk-feedback-${width}`)
  })
}
