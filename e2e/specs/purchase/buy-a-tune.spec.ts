import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { SEEDED_VEHICLE as V } from '../../fixtures/catalog-pages'
import { fillGuestAddress } from '../../fixtures/checkout-steps'
import { expect, test } from '../../fixtures/test'
import { NEW_PASSWORD, uniqueEmail } from '../../fixtures/unique'
import { chooseTunes, stageTwoAndAddOn } from '../../fixtures/vehicle-bundle'

// The shop's main journey, whole (decisions 0068–0071): a guest picks a vehicle, chooses Stage 2 with an add-on and
// the tool it needs, pays once with shipping and the sale code on the tool, follows the mailed link, creates an
// account from it and finds the purchase with its next step in /profile/orders. On a phone and on a desktop.
test.use({ timezoneId: 'America/Los_Angeles' })
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * With E2E_SHOTS=<folder>, screenshots of each step for a person to look at: what the screen shows, then the whole
 * page in screen-high slices (a phone page is many screens tall).
 */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS
  if (!folder) return
  await page.screenshot({ path: `${folder}/${name}-screen.png` })
  const { width, height } = page.viewportSize()!
  const total = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0, part = 1; y < total && part <= 6; y += height, part += 1) {
    const clip = { x: 0, y, width, height: Math.min(height, total - y) }
    await page.screenshot({ path: `${folder}/${name}-${part}.png`, fullPage: true, clip })
  }
}

for (const { label, viewport } of [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(label, () => {
    test.use({ viewport })

    test(`a guest buys a tune bundle, gets it from the mailed link and finds it in the order history (${label})`, async ({
      page,
      request,
      outbox,
    }) => {
      test.setTimeout(120_000)
      const { stage, addOn } = await stageTwoAndAddOn(request)
      const email = uniqueEmail(`buy-a-tune-${label}`)

      await test.step('the vehicle page: tunes and the tool, then Buy (on a phone without scrolling)', async () => {
        await page.goto(V.path)
        await chooseTunes(page, stage, addOn)
        await page.evaluate(() => window.scrollTo(0, 0))
        // On a phone the summary bar repeats Buy at the bottom of the screen; on a desktop the summary column has it.
        const buy =
          label === 'phone'
            ? page.getByRole('region', { name: 'Selection total' }).getByRole('link', { name: 'Buy' })
            : page.getByRole('region', { name: 'Your selection' }).getByRole('link', { name: 'Buy' })
        if (label === 'phone') await expect(buy).toBeInViewport({ ratio: 1 })
        await shot(page, `${label}-1-vehicle`)
        await buy.click()
      })

      await test.step('one checkout: shipping asked, the sale code on the tool, paid with the test card', async () => {
        await expect(page).toHaveURL(paths.checkout())
        await expect(page.getByRole('table', { name: 'Your order' })).toContainText('FlashZilla V3')
        await fillGuestAddress(page, email, '92627')
        await page.getByRole('button', { name: 'Continue to shipping and payment' }).click()
        const summary = page.getByRole('table', { name: 'Your order' })
        await expect(summary).toContainText(stage.name)
        await expect(summary).toContainText(addOn.name)
        await expect(summary).toContainText('Discount (WINTER15)')
        await expect(summary).toContainText(/Shipping \(/)
        await shot(page, `${label}-2-checkout`)
        expect(await serious(page)).toEqual([])
        await page.getByRole('button', { name: /^Pay / }).click()
        await expect(page).toHaveURL(/\/checkout\/complete\/\d+\/[\w-]+$/, { timeout: 20_000 })
        await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
        await shot(page, `${label}-3-complete`)
      })

      await test.step('the mailed link: an account made from it, then the tune request asks for the read', async () => {
        await page.goto(await outbox.linkTo(email, /^\/tuning\/claim\/\d+\/[\w-]+$/))
        await expect(page.getByRole('heading', { name: 'Get your tunes', level: 1 })).toBeVisible()
        await shot(page, `${label}-4-claim`)
        await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click()
        await page.getByLabel('Name', { exact: true }).fill('Pat Guest')
        await page.getByLabel('Email', { exact: true }).fill(email)
        await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
        await page.getByRole('button', { name: 'Create account' }).click()
        await expect(page.getByText('Check your e-mail')).toBeVisible()
        await page.goto(await outbox.confirmationLink(email))
        await expect(page).toHaveURL(/\/tuning\/request\/\d+\/status$/, { timeout: 15_000 })
        await expect(page.getByTestId('request-status')).toHaveText('Waiting for your ECU read')
      })

      await test.step('/profile/orders lists the order and the tune request with its next step', async () => {
        const requestPath = new URL(page.url()).pathname
        await page.goto(paths.orders())
        const purchases = page.getByRole('list', { name: 'Your purchases' })
        await expect(purchases.getByRole('listitem')).toHaveCount(2)
        await expect(purchases.getByRole('link', { name: /^Order \d+$/ })).toBeVisible()
        const upload = purchases.getByRole('link', { name: 'Upload your ECU read' })
        await expect(upload).toHaveAttribute('href', requestPath)
        // Nothing scrolls sideways, on a phone either.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await shot(page, `${label}-5-orders`)
        expect(await serious(page)).toEqual([])
      })
    })
  })
}
