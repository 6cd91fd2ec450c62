import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

test.describe('loading feedback (docs/design.md "Loading feedback")', () => {
  test('choosing a make shows it at once, the year box says it is loading, and the progress bar runs', async ({
    page,
    catalog,
  }) => {
    await page.goto(paths.catalog())
    // Hold the page data of the next navigation, as a slow connection would.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.data*', async (route) => {
      await held
      await route.continue()
    })

    await catalog.step('Make').selectOption('audi')

    await expect(catalog.step('Make')).toHaveValue('audi')
    await expect(catalog.step('Year')).toBeDisabled()
    await expect(catalog.step('Year').locator('option:checked')).toHaveText('Loading years…')
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible()

    release()
    await page.waitForURL(/\/catalog\/audi$/)
    await expect(catalog.step('Year')).toBeEnabled()
    await expect(catalog.step('Year').locator('option:checked')).toHaveText('Choose year')
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })
})
