import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4470'
const out = '/work/memx/shots/newsletter'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: base }])
  const page = await context.newPage()
  // footer sign-up
  await page.goto(`${base}/`)
  await page.waitForLoadState('networkidle')
  const form = page.getByTestId('newsletter-sign-up')
  await form.getByLabel('E-mail address').fill(`shot-${width}@example.com`)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await form.getByRole('status').filter({ hasText: 'Thanks' }).waitFor()
  await page.locator('footer').screenshot({ path: `${out}/footer-sign-up-${width}.png` })
  await page.goto(`${base}/newsletter/confirm/${'A'.repeat(43)}`)
  await page.screenshot({ path: `${out}/confirm-${width}.png`, fullPage: true })
  await page.goto(`${base}/newsletter/november-flashzilla-firmware-winter-fuel/`)
  await page.screenshot({ path: `${out}/issue-${width}.png`, fullPage: true })
  await page.goto(`${base}/mail/unsubscribed/dealer-blog-posts`)
  await page.screenshot({ path: `${out}/unsubscribed-${width}.png`, fullPage: true })
  // staff: a dealer issue sent on a server that runs no jobs (SERVER_ROLE=web): it stays "sending"
  const login = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: 'staff@example.com', password: 'demo-password' },
    headers: { origin: base },
  })
  if (!login.ok()) throw new Error('login')
  await page.goto(`${base}/admin/newsletter/new`)
  await page.getByRole('combobox', { name: 'List' }).click()
  await page.getByRole('option', { name: 'Dealer blog posts' }).click()
  await page.getByRole('textbox', { name: 'Subject' }).fill(`DQ381 bench harness ships Monday (${width})`)
  await page.getByRole('textbox', { name: 'Issue' }).fill('## New harness for the DQ381\n\nThe bench harness for the **DQ381** TCU ships on Monday.')
  await page.screenshot({ path: `${out}/admin-issue-new-${width}.png`, fullPage: true })
  await page.getByRole('button', { name: 'Create draft' }).click()
  await page.getByRole('button', { name: 'Send…' }).click()
  await page.getByRole('dialog').waitFor()
  await page.screenshot({ path: `${out}/admin-send-dialog-${width}.png` })
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click()
  await page.getByText('Sending…').waitFor()
  await page.screenshot({ path: `${out}/admin-issue-sending-${width}.png`, fullPage: true })
  await page.goto(`${base}/admin/newsletter`)
  await page.screenshot({ path: `${out}/admin-newsletter-sending-${width}.png`, fullPage: true })
  await page.goto(`${base}/profile`)
  await page.screenshot({ path: `${out}/profile-staff-${width}.png`, fullPage: true })
  await context.close()
}
// a dealer's profile
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const page = await context.newPage()
await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'dealer@example.com', password: 'demo-password' }, headers: { origin: base } })
await page.goto(`${base}/profile`)
await page.getByText('Mail me new dealer blog posts').scrollIntoViewIfNeeded()
await page.screenshot({ path: `${out}/profile-dealer-1280.png` })
await browser.close()
