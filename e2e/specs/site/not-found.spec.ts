import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

test('an unknown path answers 404 and says the page could not be found', async ({ page, site }) => {
  const response = await page.goto('/no-such-page/anywhere')
  expect(response?.status()).toBe(404)
  await expect(site.heading()).toHaveText('We could not find that page')
})

test('/page-not-found answers 404 with the same page', async ({ page, site }) => {
  const response = await page.goto(paths.pageNotFound())
  expect(response?.status()).toBe(404)
  await expect(site.heading()).toHaveText('We could not find that page')
})
