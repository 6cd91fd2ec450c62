import { SEEDED_VEHICLE as V } from '../../fixtures/catalog-pages'
import { expect, test } from '../../fixtures/test'

/**
 * SPEC §8 "421 with known-error headers means a region mismatch; its message is shown" (docs/decisions/0022): the
 * browser names the region its page was rendered for in X-Region; a server of the other region answers 421.
 */
test('a page rendered for one region whose API call is answered as the other region shows the message', async ({
  page,
  request,
  baseURL,
}) => {
  const engine = (await (await request.get(V.engineApi)).json()) as {
    tunes: { id: number; is_stock: boolean; dyno_csv_ids: number[] }[]
  }
  const tune = engine.tunes.find((candidate) => !candidate.is_stock && candidate.dyno_csv_ids.length > 0)
  expect(tune, 'a tune with a dyno run').toBeTruthy()

  // The page comes from the North American host (127.0.0.1: the main host, region 1); its dyno call is sent on to
  // the European host (eu.localhost, region 2) of the same server, as a misrouted call would be.
  const claimed: (string | undefined)[] = []
  const europeanHost = `eu.localhost:${new URL(baseURL!).port}`
  await page.route('**/api/v1/ecu/dyno-csv/**', async (route) => {
    const headers = route.request().headers()
    claimed.push(headers['x-region'])
    const response = await route.fetch({ headers: { ...headers, host: europeanHost } })
    await route.fulfill({ response })
  })

  await page.goto(`${V.path}?tune=${tune!.id}`)
  const notice = page.getByRole('alert').filter({ hasText: 'This page belongs to the North American Catalog' })
  await expect(notice).toHaveText(
    'This page belongs to the North American Catalog, but this site serves the European Catalog. Reload the page to continue in the European Catalog.Reload',
  )
  expect(claimed[0]).toBe('1')
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible()
})

test('calls to the host of the page pass: no message, the dyno chart draws', async ({ page, request }) => {
  const engine = (await (await request.get(V.engineApi)).json()) as {
    tunes: { id: number; is_stock: boolean; dyno_csv_ids: number[] }[]
  }
  const tune = engine.tunes.find((candidate) => !candidate.is_stock && candidate.dyno_csv_ids.length > 0)
  const sent = page.waitForRequest('**/api/v1/ecu/dyno-csv/**')
  await page.goto(`${V.path}?tune=${tune!.id}`)
  expect((await sent).headers()['x-region']).toBe('1')
  await expect(
    page
      .getByRole('region', { name: /^Dyno:/ })
      .locator('canvas')
      .first(),
  ).toBeVisible()
  await expect(page.getByText('This page belongs to')).toHaveCount(0)
})
