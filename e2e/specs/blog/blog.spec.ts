import type { Page } from '@playwright/test'
import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { seriousViolations, shot } from '../../fixtures/page-checks'

// The blog (issue 26 item 5, decision 0116): /dealer-blog lands on the dealer posts, a post's wrong slug redirects to
// its own address, the feeds are XML with the posts, and staff write and publish a post that then shows on /blog/.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tuneshop.consent', value: 'v1.a0.p0', url: baseURL! }])
})

const WIDTHS = [1280, 390] as const

/** Screenshots at both widths (with E2E_SHOTS set), the page checked by axe at each. */
async function lookAt(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await shot(page, `${name}-${width}`)
    expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('/dealer-blog lands on /blog/?tag=Dealer, listing dealer posts only', async ({ page }) => {
  await page.goto(paths.dealerBlog())
  await expect(page).toHaveURL(paths.blog({ tag: 'Dealer' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Blog: Dealer' })).toBeVisible()
  const posts = page.getByRole('article')
  await expect(posts).toHaveCount(3)
  for (const post of await posts.all()) {
    await expect(post.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Dealer' })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Dealer pricing and tune credits, explained' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'Dealer' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await lookAt(page, 'blog-dealer')

  await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'All posts' }).click()
  await expect(page).toHaveURL(paths.blog())
  await expect(page.getByRole('article')).toHaveCount(8)
  // The scheduled post and the draft are not on the blog.
  await expect(page.getByText('Audi S4 B9 TCU tune')).toHaveCount(0)
  await expect(page.getByText('E85 flex fuel')).toHaveCount(0)
  await lookAt(page, 'blog-index')
})

test('a post’s wrong slug redirects to its own address; the page has its SEO meta and JSON-LD', async ({ page }) => {
  const list = await (await page.request.get('/api/v1/blog-posts?tag=Vehicles')).json()
  const post = list.data.find((p: { slug: string }) => p.slug === 'ford-f-150-3-5-ecoboost-stage-1-dyno-results')
  const response = await page.request.get(paths.blogPost(post.id, 'not-its-slug'), { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe(paths.blogPost(post.id, post.slug))

  await page.goto(paths.blogPost(post.id, 'not-its-slug'))
  await expect(page).toHaveURL(paths.blogPost(post.id, post.slug))
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${paths.blogPost(post.id, post.slug)}$`),
  )
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: post.title,
    author: { '@type': 'Person', name: 'Marco Ruiz' },
    publisher: { '@type': 'Organization' },
  })
  // The author box links to the bio page.
  await page
    .getByRole('complementary', { name: 'About the author' })
    .getByRole('link', { name: 'Marco Ruiz', exact: true })
    .click()
  await expect(page).toHaveURL(paths.staffBio('marco-ruiz'))
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Ruiz' })).toBeVisible()
  await expect(page.getByRole('link', { name: post.title })).toBeVisible()
  await lookAt(page, 'staff-bio')

  await page.goto(paths.blogPost(post.id, post.slug))
  await lookAt(page, 'blog-post')
})

test('the RSS and Atom feeds are XML with the published posts, linked from /blog/', async ({ page }) => {
  await page.goto(paths.blog())
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/rss\.xml$/,
  )
  for (const [path, item] of [
    [paths.blogRss(), 'item'],
    [paths.blogAtom(), 'entry'],
  ] as const) {
    const response = await page.request.get(path)
    expect(response.ok()).toBe(true)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    const parsed = await page.evaluate(
      ({ text, tag }) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        return {
          error: doc.getElementsByTagName('parsererror').length,
          items: doc.getElementsByTagName(tag).length,
          titles: [...doc.getElementsByTagName(tag)].map((node) => node.getElementsByTagName('title')[0]?.textContent),
        }
      },
      { text: xml, tag: item },
    )
    expect(parsed.error, path).toBe(0)
    expect(parsed.items, path).toBeGreaterThanOrEqual(8)
    expect(parsed.titles).toContain('Dealer pricing and tune credits, explained')
  }
})

test('staff write and publish a post, and it shows on /blog/', async ({ page, loginAs }) => {
  test.setTimeout(120_000)
  await loginAs('staff@example.com')
  const title = `Winter storage for a tuned car ${Date.now().toString(36)}`
  await page.goto(paths.adminBlog())
  await page.getByRole('link', { name: 'New post' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible()
  await page.getByLabel('Title').fill(title)
  await expect(page.getByLabel('Slug')).toHaveValue(/^winter-storage-for-a-tuned-car-/)
  await page
    .getByLabel('Excerpt')
    .fill('Battery, fuel and the stock file: what to do before a tuned car sleeps for the winter.')
  await page.getByRole('checkbox', { name: 'Home' }).check()
  await page
    .getByLabel('Post text')
    .fill('## Before it sleeps\n\nFill the tank with fresh fuel and connect a battery maintainer.')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Published' })).toBeVisible()
  await lookAt(page, 'admin-blog-post')

  await page.goto(paths.blog())
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Before it sleeps' })).toBeVisible()
})
