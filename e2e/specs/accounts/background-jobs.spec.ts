import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

test.describe('the background jobs page (staff only, decision 0082)', () => {
  test('a customer is shown the forbidden page', async ({ page, loginAs }) => {
    await loginAs('customer@example.com')
    await page.goto(paths.adminJobs())
    await expect(page).toHaveURL(paths.forbidden())
  })

  test('staff see the counts and filter the list by state (a plain GET form)', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    await page.goto(paths.adminJobs())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Background jobs')
    for (const label of ['Queued', 'Running', 'Failed', 'Completed']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toBeVisible()
    }
    await page.getByRole('combobox', { name: 'State' }).selectOption('failed')
    await page.getByRole('button', { name: 'Show' }).click()
    // The form sends its empty kind too (name=): the page reads it as every kind.
    await expect(page).toHaveURL(
      (url) => url.pathname === paths.adminJobs() && url.searchParams.get('state') === 'failed',
    )
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('failed')
    await expect(page.getByRole('link', { name: 'Mail outbox' }).first()).toBeVisible()
  })
})
