import { fileURLToPath } from 'node:url'
import { paths } from '@shop/domain/paths'
import { seriousViolations, shot } from '../../fixtures/page-checks'
import { expect, test } from '../../fixtures/test'
import { uniqueEmail } from '../../fixtures/unique'

// Issue 26 item 1 and 3 (decision 0112): a guest opens a TOOL ticket from the contact widget with a photo, reads
// the mailed link, follows it and replies; a customer opens one on /tickets/new and finds it under My tickets.

const CONSENT = { name: 'tuneshop.consent', value: 'v1.a0.p0' }
const PHOTO = fileURLToPath(new URL('../../fixtures/files/fz3-screen.png', import.meta.url))

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ ...CONSENT, url: baseURL! }])
})

for (const width of [1280, 390]) {
  test(`a guest opens a tool ticket from the contact widget and answers through the mailed link (${width} px)`, async ({
    page,
    outbox,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const email = uniqueEmail('ticket-guest')

    await test.step('the widget opens a panel with the support hours and the form', async () => {
      await page.goto(paths.home())
      const help = page.getByRole('button', { name: 'Help' })
      await expect(help).toHaveAttribute('aria-expanded', 'false')
      await help.click()
      const panel = page.getByRole('dialog', { name: 'Contact support' })
      await expect(panel).toBeVisible()
      await expect(panel.getByText(/Our hours: Mon–Fri, 9:00–17:00 Pacific time/)).toBeVisible()
      await panel.getByLabel('What is it about?').selectOption({ label: 'Flash tool or hardware' })
      await panel.getByLabel('Title').fill('FZ3 screen stays dark after the update')
      await panel
        .getByLabel('Description')
        .fill('Since updating to firmware 3.4 the FZ3 (serial FZ3-004211) shows nothing. Photo of the screen attached.')
      await panel.getByLabel('Your name').fill('Dana Whitfield')
      await panel.getByLabel('E-mail').fill(email)
      await panel.getByLabel(/Files/).setInputFiles(PHOTO)
      await expect(panel.getByText('fz3-screen.png')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await shot(page, `tickets-widget-open-${width}`)
      await panel.getByRole('button', { name: 'Send' }).click()
      await expect(panel.getByText(/^Ticket #\d+ is open$/)).toBeVisible()
      await expect(panel.getByText(/We e-mailed you a link to your ticket at/)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(help).toBeFocused()
    })

    const link = await outbox.linkTo(email, /^\/tickets\/\d+\/[0-9a-f]{32}$/)

    await test.step('the mailed link opens the ticket; the guest replies', async () => {
      await page.goto(link)
      await expect(
        page.getByRole('heading', { level: 1, name: 'FZ3 screen stays dark after the update' }),
      ).toBeVisible()
      await expect(page.getByTestId('ticket-status')).toHaveText('New')
      await expect(page.getByRole('link', { name: 'fz3-screen.png' })).toBeVisible()
      await page.getByLabel('Your reply').fill('It also gets warm near the USB port.')
      await page.getByRole('button', { name: 'Send reply' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible()
      await expect(page.getByText('It also gets warm near the USB port.')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await shot(page, `tickets-guest-ticket-${width}`)
    })
  })

  test(`a customer opens a ticket on /tickets/new and finds it under My tickets (${width} px)`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(paths.newTicket({ type: 'GENERAL', login: true }))
    await expect(page).toHaveURL(paths.login(paths.newTicket({ type: 'GENERAL', login: true })))
    await loginAs('customer@example.com')
    await page.goto(paths.newTicket({ type: 'GENERAL', login: true }))
    await expect(page.getByLabel('What is it about?')).toHaveValue('GENERAL')
    await expect(page.getByLabel('Your name')).not.toHaveValue('')
    // The page is the form: no contact widget on it.
    await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0)
    await shot(page, `tickets-new-ticket-${width}`)
    const title = `Dyno sheet for my Stage 2 S4 (${width})`
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Could you send the dyno sheet of the Stage 2 tune for the 2019 S4?')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText(/^Ticket #\d+ is open$/)).toBeVisible()
    await page.getByRole('link', { name: 'My tickets' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toBeVisible()
    await expect(row.getByText('General question')).toBeVisible()
    await expect(row.getByText('New')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, `tickets-my-tickets-${width}`)
    await row.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })
}
