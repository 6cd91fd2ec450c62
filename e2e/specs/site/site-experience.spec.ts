import type { APIResponse, Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'

const TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js**'

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this shop' })

/** Answers the configured analytics tag's script locally and counts its loads. */
async function serveAnalyticsTag(page: Page) {
  const loads: string[] = []
  await page.route(TAG_SCRIPT, async (route) => {
    loads.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsTagLoaded = true' })
  })
  return loads
}

test.describe('cookie consent (SPEC §2, §4)', () => {
  test('a first visit shows the cookie banner, and nothing third-party loads before consent', async ({ page }) => {
    const loads = await serveAnalyticsTag(page)
    await page.goto(paths.home())
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible()
    await banner(page).getByRole('button', { name: 'Choices' }).click()
    await expect(page.getByRole('switch', { name: /Required/ })).toBeChecked()
    await expect(page.getByRole('switch', { name: /Required/ })).toBeDisabled()
    await expect(page.getByRole('switch', { name: /Analytics/ })).not.toBeChecked()
    // The site configures no pixel: no switch for it.
    await expect(page.getByRole('switch', { name: /Social pixel/ })).toHaveCount(0)
    expect(loads).toEqual([])
  })

  test('with Do Not Track 1 the banner is not shown', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
    await page.goto(paths.home())
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('accepting with the analytics switch on loads the configured tag', async ({ page }) => {
    const loads = await serveAnalyticsTag(page)
    await page.goto(paths.home())
    await banner(page).getByRole('button', { name: 'Choices' }).click()
    await page.getByRole('switch', { name: /Analytics/ }).check()
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect
      .poll(() => page.evaluate(() => (window as { __analyticsTagLoaded?: boolean }).__analyticsTagLoaded))
      .toBe(true)
    expect(loads).toHaveLength(1)
    expect(loads[0]).toContain('id=G-E2ETEST')
    // The choice is kept: the next visit asks nothing and loads the tag again.
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => loads.length).toBe(2)
  })

  test('accepting without the analytics switch does not load it; /cookie-preferences changes the choice', async ({
    page,
  }) => {
    const loads = await serveAnalyticsTag(page)
    await page.goto(paths.home())
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toHaveCount(0)
    await page.goto(paths.cookiePreferences())
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeVisible()
    await expect(page.getByText('You have accepted cookies.')).toBeVisible()
    expect(loads).toEqual([])

    await page.getByRole('switch', { name: /Analytics/ }).check()
    // A changed choice reloads the page, whose CSP then admits the tag.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Save choices' }).click()
    await reloaded
    await expect.poll(() => loads.length).toBe(1)
    await expect(page.getByRole('switch', { name: /Analytics/ })).toBeChecked()
  })
})

test.describe('region switch (SPEC §2)', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('a European time zone on the North American host is offered the European Catalog; dismissing keeps it away', async ({
    page,
    baseURL,
  }) => {
    // A named host: an IP address has no regional prefix to offer.
    const origin = `http://localhost:${new URL(baseURL!).port}`
    await page.goto(`${origin}/`)
    const dialog = page.getByRole('dialog', { name: 'Switch Regions?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('You are viewing the North American Catalog.')
    const visit = dialog.getByRole('link', { name: 'Visit the European Catalog' })
    await expect(visit).toHaveAttribute('href', /^http:\/\/eu\.localhost:\d+\/$/)
    await dialog.getByRole('button', { name: 'Stay here' }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Switch Regions?' })).toHaveCount(0)
  })
})

test.describe('region switch outside Europe', () => {
  test.use({ timezoneId: 'America/Chicago' })

  test('an American time zone on the North American host is not asked', async ({ page }) => {
    await page.goto(paths.home())
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Switch Regions?' })).toHaveCount(0)
  })
})

test('a new build makes "New Content is Available:" appear and Refresh loads it', async ({ page }) => {
  await page.route('**/build-id.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) }),
  )
  await page.goto(paths.home())
  const notice = page.getByRole('status').filter({ hasText: 'New Content is Available:' })
  await expect(notice).toBeVisible()
  // The "deployed" build is now the one the reloaded page boots with.
  await page.unroute('**/build-id.json')
  const reloaded = page.waitForEvent('load')
  await notice.getByRole('button', { name: 'Refresh' }).click()
  await reloaded
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByText('New Content is Available:')).toHaveCount(0)
})

test.describe('tag attribution (SPEC §2, §4)', () => {
  test('/tune/SPRING24 records the tag and lands on /', async ({ page }) => {
    await page.goto(paths.tag('tune', 'SPRING24'))
    await expect(page).toHaveURL(/\/$/)
    const attribution = await page.request.get('/api/v1/track/attribution')
    expect(await attribution.json()).toEqual({ tag: 'SPRING24' })
  })

  test('/?tag=X loses tag from the URL and records it', async ({ page }) => {
    await page.goto(paths.home({ tag: 'SUMMERX', utm: 'mail' }))
    await expect(page).toHaveURL(/\/\?utm=mail$/)
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/track/attribution')).json()).tag)
      .toBe('SUMMERX')
  })

  test('the first page gives the visitor its id, so the requests the page makes at once share one', async ({
    playwright,
    baseURL,
  }) => {
    const idsGiven = (response: APIResponse) =>
      response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'set-cookie')
        .map(({ value }) => value)
    const newVisitor = /^tuneshop\.vid=[0-9a-f-]{36}; .*HttpOnly/
    // A rendered page, then the same page from the page cache for a second new visitor.
    for (const visitor of [1, 2]) {
      const browser = await playwright.request.newContext({ baseURL })
      const first = await browser.get(paths.catalog())
      expect(idsGiven(first), `visitor ${visitor}`).toEqual([expect.stringMatching(newVisitor)])
      expect(idsGiven(await browser.get(paths.catalog())), `visitor ${visitor} again`).toEqual([])
      await browser.dispose()
    }
  })

  test('an unknown short link and a word-only path are the 404 page', async ({ page }) => {
    for (const path of ['/Zz9Yy8Xx', '/no-such-page']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible()
    }
  })
})

test('offline: the service worker serves the friendly offline page', async ({ page, context }) => {
  await page.goto(paths.home())
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
  await context.setOffline(true)
  // A plain navigation: the offline page is no React page to wait for.
  await page.evaluate((path) => window.location.assign(path), paths.faq())
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await context.setOffline(false)
})

test.describe('staff tools (SPEC §2 short links, §3 switches)', () => {
  test('a staff-made short link redirects to its path; an unknown one is the 404 page', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    const created = await page.request.post('/api/v1/short-links', { data: { target_path: paths.cookiePreferences() } })
    expect(created.status()).toBe(201)
    const { hash } = (await created.json()) as { hash: string }
    await page.goto(`/${hash}`)
    await expect(page).toHaveURL(/\/cookie-preferences$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeVisible()
  })

  test('while a shortage switch is on, the layout says so with the month', async ({ page, loginAs }) => {
    await loginAs('staff@example.com')
    const off = { 'fz-shortage': false, 'fz-shortage-month': null, 'fzl-shortage': false, 'fzl-shortage-month': null }
    const on = await page.request.put('/api/v1/switch-states', {
      data: { ...off, 'fzl-shortage': true, 'fzl-shortage-month': '2026-06' },
    })
    expect(on.status()).toBe(200)
    try {
      await page.goto(paths.cookiePreferences())
      await expect(page.getByText('FlashZilla Lite is out of stock: new orders ship in June 2026.')).toBeVisible()
    } finally {
      await page.request.put('/api/v1/switch-states', { data: off })
    }
  })
})

test('every navigation sends a page view beacon with p, r, t, e, s, b, q, rnd (SPEC §7)', async ({ page }) => {
  const beaconTo = (path: string) =>
    page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/v1/track/pv') &&
        new URLSearchParams(request.postData() ?? '').get('p') === path,
    )
  const first = beaconTo(paths.cookiePreferences())
  await page.goto(paths.cookiePreferences({ from: 'test' }))
  const params = new URLSearchParams((await first).postData() ?? '')
  expect([...params.keys()].sort()).toEqual(['b', 'e', 'p', 'q', 'r', 's', 't', 'rnd'].sort())
  expect(params.get('e')).toBe('pageview')
  expect(params.get('q')).toBe('?from=test')
  expect(params.get('t')).toContain('Cookie preferences')
  expect(params.get('s')).toMatch(/^\d+x\d+$/)

  // A client-side navigation sends the next one, with the previous page as referrer.
  const second = beaconTo('/')
  await page.getByRole('link', { name: 'TuneShop home' }).click()
  expect(new URLSearchParams((await second).postData() ?? '').get('r')).toMatch(/\/cookie-preferences\?from=test$/)
})
