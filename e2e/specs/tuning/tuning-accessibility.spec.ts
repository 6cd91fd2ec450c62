import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

const PUBLIC_PAGES = [
  paths.tuningInfo('information'),
  paths.tuningInfo('support'),
  paths.tuningInfo('purchase'),
  paths.tuningInfo('tuning-help'),
  paths.tuningTicket(),
]
const CUSTOMER_PAGES = [
  paths.credits(),
  paths.rescue(),
  paths.tuningFiles(),
  paths.tunes(),
  paths.tuneRequests(),
  paths.linkPurchase(),
  paths.profile(),
]

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the tuning information pages have no serious or critical accessibility violations', async ({ page }) => {
      for (const path of PUBLIC_PAGES) {
        await page.goto(path)
        expect(await seriousViolations(page), path).toEqual([])
      }
    })

    test('the pipeline board (staff) has no serious or critical accessibility violations', async ({
      page,
      loginAs,
    }) => {
      await loginAs('staff@example.com')
      await page.goto(paths.pipeline())
      await expect(page.getByRole('heading', { level: 1, name: 'Tuning pipeline' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the credits, rescue, files, tunes, requests and profile pages have no serious or critical accessibility violations', async ({
      page,
      loginAs,
    }) => {
      await loginAs('customer@example.com')
      for (const path of CUSTOMER_PAGES) {
        await page.goto(path)
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  })
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}
