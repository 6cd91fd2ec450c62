import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { seriousViolations, shot } from '../../fixtures/page-checks'

// Issue 26 item 4: /rentaltools shows its page and the catalog's rentable tools with their rent and a way to rent.

test('/rentaltools lists the rentable tools with their rent, buy and rent links', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
  await page.goto(paths.rentalTools())
  await expect(page.getByRole('heading', { level: 2, name: 'Tools you can rent now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rent it with a tune' }).first()).toBeVisible()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await shot(page, `rentaltools-${width}`)
  }
  expect(await seriousViolations(page)).toEqual([])
})
