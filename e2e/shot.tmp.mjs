import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4392'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${base}/login`)
  await page.getByLabel(/e-?mail/i).first().fill('admin@example.com')
  await page.getByLabel(/password/i).first().fill('demo-password')
  await page.getByRole('button', { name: /log in|sign in/i }).first().click()
  await page.waitForTimeout(1500)
  await page.goto(`${base}/admin/jobs`)
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/work/memx/jobs-${width}.png`, fullPage: true })
  await page.close()
}
await browser.close()
