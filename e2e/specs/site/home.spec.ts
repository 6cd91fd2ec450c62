import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

test('the home page is rendered on the server, with the brand in its title and its heading in the HTML', async ({
  request,
  page,
  site,
}) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<title>[^<]*TuneShop[^<]*<\/title>/)
  const serverHeading = firstHeadingText(html.slice(html.indexOf('<body')))
  expect(serverHeading, 'an h1 in the server-rendered body').toBeTruthy()

  // The browser shows the same heading the server sent: hydration did not replace the page.
  await page.goto(paths.home())
  await expect(site.heading()).toHaveText(serverHeading ?? '')
  await expect(page).toHaveTitle(/TuneShop/)
})

test('the home page shows the header with its navigation and the footer', async ({ page, site }) => {
  await page.goto(paths.home())
  await expect(site.heading()).toBeVisible()
  await expect(site.header().getByRole('link', { name: 'TuneShop home' })).toBeVisible()
  await expect(site.header().getByRole('navigation', { name: 'Main' })).toBeVisible()
  await site.header().getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tunes' }).click()
  await expect(page).toHaveURL(/\/catalog$/)
  await page.goBack()
  await expect(site.header().getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  await expect(site.header().getByRole('link', { name: 'Sign up', exact: true })).toBeVisible()
  await expect(site.footer()).toBeVisible()
  await expect(site.footer().getByRole('heading', { name: 'Support' })).toBeVisible()
  await expect(site.menuButton()).toBeHidden()
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu button opens the mobile menu with the login links', async ({ page, site }) => {
    await page.goto(paths.home())
    await expect(site.header().getByRole('navigation', { name: 'Main' })).toBeHidden()
    await site.menuButton().click()
    const menu = site.mobileMenu()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
  })
})

/** The text of the first h1 in an HTML string (tags removed, the entities React escapes decoded). */
function firstHeadingText(html: string): string | undefined {
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
  if (inner === undefined) return undefined
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;|&lt;|&gt;|&quot;|&#x27;/g, (entity) => entities[entity] ?? entity)
    .trim()
}

test('the build’s own files are served from disk with their cache rules; other paths are pages', async ({
  request,
}) => {
  const favicon = await request.get('/favicon.svg')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['cache-control']).toBe('public, max-age=3600')
  const image = await request.get('/images/products/battery-maintainer.svg')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toContain('image/svg+xml')
  const worker = await request.get('/service-worker.js')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  const page = await request.get(paths.catalog())
  expect(page.headers()['content-type']).toContain('text/html')
  expect((await request.get('/images/no-such-file.svg')).status()).toBe(404)
})
