import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { count } from 'drizzle-orm'
import { blogPost, staffBio } from '../../db/schema/blog'
import { seedBlog } from '../../db/seed/blog'
import { publishedPostsSince } from '.'

// Issue 26 item 5 (decision 0116): the public reads published posts only, staff write and publish, scheduled posts go
// live by their time, HTML is sanitized, a stale edit changes nothing.

let app: TestApp
let now = new Date()
let staff: string
let customer: string

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
}, 120_000)
afterAll(async () => {
  await app?.close()
})

type Summary = { id: number; slug: string; title: string; tags: string[]; published_at: string }

async function publicList(query = '') {
  const response = await app.request('GET', `/api/v1/blog-posts${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { data: Summary[]; meta: { total: number; pages: number } }
}

async function authorId() {
  const bios = await (await app.request('GET', '/api/admin/bios', { cookie: staff })).json()
  return bios.data.find((bio: { slug: string }) => bio.slug === 'marco-ruiz').id as number
}

async function newPost(body: Record<string, unknown> = {}) {
  const response = await app.request('POST', '/api/admin/blog-posts', {
    cookie: staff,
    body: {
      title: 'Ignition timing on 91 octane',
      slug: 'ignition-timing-on-91-octane',
      excerpt: 'What the tune does when the fuel is worse than it was written for.',
      tags: ['Vehicles'],
      markdown: '## Knock\n\nThe ECU pulls timing when it hears knock.',
      author_id: await authorId(),
      ...body,
    },
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { id: number; version: number; state: string; status: string; html: string }
}

describe('GET /api/v1/blog-posts (public)', () => {
  it('lists published posts only, newest first', async () => {
    const list = await publicList()
    expect(list.meta.total).toBe(8)
    const slugs = list.data.map((post) => post.slug)
    expect(slugs).not.toContain('audi-s4-b9-tcu-tune-shift-times') // scheduled
    expect(slugs).not.toContain('e85-flex-fuel-what-changes-in-the-tune') // draft
    const dates = list.data.map((post) => Date.parse(post.published_at))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('filters by tag: Dealer lists the dealer posts only', async () => {
    const list = await publicList('?tag=Dealer')
    expect(list.data.length).toBeGreaterThanOrEqual(3)
    for (const post of list.data) expect(post.tags).toContain('Dealer')
  })

  it('refuses a tag outside SPEC §3’s list and a bad page', async () => {
    expect((await app.request('GET', '/api/v1/blog-posts?tag=Gossip')).status).toBe(422)
    expect((await app.request('GET', '/api/v1/blog-posts?page=0')).status).toBe(422)
  })

  it('pages: a page past the end is empty, its meta says how many there are', async () => {
    const list = await publicList('?per_page=3&page=3')
    expect(list.data.length).toBe(2)
    expect(list.meta.pages).toBe(3)
  })
})

describe('GET /api/v1/blog-posts/{id}', () => {
  it('a draft is a 404 for the public and a customer, visible to staff', async () => {
    const all = await (await app.request('GET', '/api/admin/blog-posts?state=draft', { cookie: staff })).json()
    const draft = all.data.find((post: Summary) => post.slug === 'e85-flex-fuel-what-changes-in-the-tune')
    expect(draft).toBeTruthy()
    expect((await app.request('GET', `/api/v1/blog-posts/${draft.id}`)).status).toBe(404)
    expect((await app.request('GET', `/api/v1/blog-posts/${draft.id}`, { cookie: customer })).status).toBe(404)
    const asStaff = await app.request('GET', `/api/v1/blog-posts/${draft.id}`, { cookie: staff })
    expect(asStaff.status).toBe(200)
    expect((await asStaff.json()).state).toBe('draft')
  })

  it('a published post answers with its sanitized HTML and its author', async () => {
    const [first] = (await publicList('?tag=Vehicles')).data
    const post = await (await app.request('GET', `/api/v1/blog-posts/${first!.id}`)).json()
    expect(post.state).toBe('published')
    expect(post.html).toContain('<h2')
    expect(post.author).toMatchObject({ slug: expect.any(String), name: expect.any(String) })
  })
})

describe('a scheduled post', () => {
  it('stays off the blog until its time, then appears by itself', async () => {
    const post = await newPost({ slug: 'scheduled-by-the-clock' })
    const publishAt = new Date(now.getTime() + 2 * 3_600_000)
    const scheduled = await app.request('POST', `/api/admin/blog-posts/${post.id}/schedule`, {
      cookie: staff,
      body: { publish_at: publishAt.toISOString() },
    })
    expect(scheduled.status).toBe(200)
    expect((await scheduled.json()).state).toBe('scheduled')
    expect((await app.request('GET', `/api/v1/blog-posts/${post.id}`)).status).toBe(404)
    expect((await publicList()).data.map((p) => p.id)).not.toContain(post.id)

    const before = now
    now = new Date(before.getTime() + 3 * 3_600_000)
    try {
      expect((await app.request('GET', `/api/v1/blog-posts/${post.id}`)).status).toBe(200)
      expect((await publicList()).data[0]!.id).toBe(post.id)
    } finally {
      now = before
    }
    await app.request('POST', `/api/admin/blog-posts/${post.id}/unpublish`, { cookie: staff })
  })

  it('refuses a time in the past', async () => {
    const post = await newPost({ slug: 'scheduled-in-the-past' })
    const response = await app.request('POST', `/api/admin/blog-posts/${post.id}/schedule`, {
      cookie: staff,
      body: { publish_at: new Date(now.getTime() - 60_000).toISOString() },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors.publish_at).toBeTruthy()
  })
})

describe('staff write posts', () => {
  it('create (a draft), edit, publish, unpublish, delete the draft', async () => {
    const post = await newPost({ cover_image: '/images/vehicle-sedan.svg' })
    expect(post).toMatchObject({ status: 'draft', state: 'draft', version: 1 })
    const edited = await app.request('PATCH', `/api/admin/blog-posts/${post.id}`, {
      cookie: staff,
      body: { version: 1, title: 'Ignition timing on 91 octane, explained', tags: ['Vehicles', 'Home'] },
    })
    expect(edited.status).toBe(200)
    // A field left out is kept (the cover image was not sent).
    expect(await edited.json()).toMatchObject({
      version: 2,
      tags: ['Home', 'Vehicles'],
      cover_image: '/images/vehicle-sedan.svg',
    })

    const published = await app.request('POST', `/api/admin/blog-posts/${post.id}/publish`, { cookie: staff })
    expect((await published.json()).state).toBe('published')
    expect((await app.request('GET', `/api/v1/blog-posts/${post.id}`)).status).toBe(200)
    const refused = await app.request('DELETE', `/api/admin/blog-posts/${post.id}`, { cookie: staff })
    expect(refused.status).toBe(409)
    expect((await refused.json()).code).toBe('not_a_draft')

    await app.request('POST', `/api/admin/blog-posts/${post.id}/unpublish`, { cookie: staff })
    expect((await app.request('GET', `/api/v1/blog-posts/${post.id}`)).status).toBe(404)
    expect((await app.request('DELETE', `/api/admin/blog-posts/${post.id}`, { cookie: staff })).status).toBe(204)
    expect((await app.request('GET', `/api/admin/blog-posts/${post.id}`, { cookie: staff })).status).toBe(404)
  })

  it('a stale edit changes nothing: an old version is a 409, an old If-Unmodified-Since a 412', async () => {
    const post = await newPost({ slug: 'stale-edit' })
    const opened = await app.request('GET', `/api/admin/blog-posts/${post.id}`, { cookie: staff })
    const lastModified = opened.headers.get('last-modified')!
    const first = await app.request('PATCH', `/api/admin/blog-posts/${post.id}`, {
      cookie: staff,
      body: { version: 1, title: 'First editor' },
    })
    expect(first.status).toBe(200)
    const second = await app.request('PATCH', `/api/admin/blog-posts/${post.id}`, {
      cookie: staff,
      body: { version: 1, title: 'Second editor' },
    })
    expect(second.status).toBe(409)
    expect((await second.json()).code).toBe('stale_version')
    const stale = await app.request('PATCH', `/api/admin/blog-posts/${post.id}`, {
      cookie: staff,
      headers: { 'if-unmodified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() },
      body: { version: 2, title: 'Third editor' },
    })
    expect(stale.status).toBe(412)
    const now = await (await app.request('GET', `/api/admin/blog-posts/${post.id}`, { cookie: staff })).json()
    expect(now).toMatchObject({ title: 'First editor', version: 2 })
  })

  it('checks the body: tags from the list, the slug’s pattern, lengths, a known author', async () => {
    const id = await authorId()
    const base = { title: 'T', slug: 'ok-slug', excerpt: 'E', tags: ['News'], markdown: 'x', author_id: id }
    const cases: [Record<string, unknown>, string][] = [
      [{ tags: ['Gossip'] }, 'tags.0'],
      [{ tags: [] }, 'tags'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ title: 'x'.repeat(161) }, 'title'],
      [{ cover_image: 'javascript:alert(1)' }, 'cover_image'],
      [{ author_id: 999_999 }, 'author_id'],
    ]
    for (const [change, field] of cases) {
      const response = await app.request('POST', '/api/admin/blog-posts', {
        cookie: staff,
        body: { ...base, ...change },
      })
      expect(response.status, JSON.stringify(change)).toBe(422)
      expect(Object.keys((await response.json()).errors), JSON.stringify(change)).toContain(field)
    }
  })

  it('is staff’s alone: a customer is refused (403), a visitor asked to log in (401)', async () => {
    const body = { title: 'T', slug: 't', excerpt: 'E', tags: ['News'], markdown: 'x', author_id: 1 }
    expect((await app.request('POST', '/api/admin/blog-posts', { cookie: customer, body })).status).toBe(403)
    expect((await app.request('POST', '/api/admin/blog-posts', { body })).status).toBe(401)
    expect((await app.request('GET', '/api/admin/blog-posts', { cookie: customer })).status).toBe(403)
    expect((await app.request('GET', '/api/admin/bios')).status).toBe(401)
  })
})

describe('sanitized HTML', () => {
  it('a <script> and an onerror= never reach the public answer or the feed', async () => {
    const post = await newPost({
      slug: 'sanitized',
      title: 'Sanitized',
      markdown:
        'Intro\n\n<img src="/images/x.png" onerror="alert(1)"><script>alert(2)</script>\n\n[x](javascript:alert(3))',
    })
    expect(post.html).not.toMatch(/<script|onerror|javascript:/)
    await app.request('POST', `/api/admin/blog-posts/${post.id}/publish`, { cookie: staff })
    const text = await (await app.request('GET', `/api/v1/blog-posts/${post.id}`)).text()
    expect(text).not.toMatch(/onerror|<script|javascript:/)
    const rss = await (await app.request('GET', '/api/v1/blog-feed/rss')).text()
    expect(rss).not.toMatch(/onerror|<script|javascript:/)
    expect(rss).toContain('Sanitized')
    await app.request('POST', `/api/admin/blog-posts/${post.id}/unpublish`, { cookie: staff })
  })
})

describe('feeds', () => {
  it('RSS and Atom list the published posts with links to their pages', async () => {
    const rss = await app.request('GET', '/api/v1/blog-feed/rss')
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await rss.text()
    expect(xml.startsWith('<?xml')).toBe(true)
    expect(xml.match(/<item>/g)?.length).toBe(8)
    expect(xml).toContain('/blog/')
    expect(xml).not.toContain('Audi S4 B9 TCU tune')
    const atom = await (await app.request('GET', '/api/v1/blog-feed/atom?tag=Dealer')).text()
    expect(atom).toContain('<feed')
    expect(atom.match(/<entry>/g)?.length).toBe(3)
    expect((await app.request('GET', '/api/v1/blog-feed/json')).status).toBe(422)
  })
})

describe('bios', () => {
  it('a bio with its published posts; an unknown slug is a 404', async () => {
    const bio = await (await app.request('GET', '/api/v1/bio/jenna-okafor')).json()
    expect(bio).toMatchObject({ name: 'Jenna Okafor', role_title: 'Product manager, FlashZilla' })
    // Her scheduled post and her draft are not among them.
    expect(bio.posts.map((post: Summary) => post.slug)).toEqual(['flashzilla-v3-custom-datalog-channels'])
    expect((await app.request('GET', '/api/v1/bio/nobody-here')).status).toBe(404)
  })

  it('staff create and edit bios: a slug taken is a 409, a customer’s account a 422, a stale edit a 409', async () => {
    const taken = await app.request('POST', '/api/admin/bios', {
      cookie: staff,
      body: { slug: 'marco-ruiz', name: 'M', role_title: 'R', markdown: '' },
    })
    expect(taken.status).toBe(409)
    const customerAccount = await app.request('POST', '/api/admin/bios', {
      cookie: staff,
      body: {
        slug: 'casey',
        name: 'Casey',
        role_title: 'Customer',
        markdown: '',
        user_id: '00000000-0000-4000-8000-000000000001',
      },
    })
    expect(customerAccount.status).toBe(422)
    const created = await app.request('POST', '/api/admin/bios', {
      cookie: staff,
      body: { slug: 'alex-admin', name: 'Alex Admin', role_title: 'Shop owner', markdown: 'Hi <script>x</script>' },
    })
    expect(created.status).toBe(201)
    const bio = await created.json()
    expect(bio.html).not.toContain('<script')
    const edit = (version: number) =>
      app.request('PATCH', `/api/admin/bios/${bio.id}`, { cookie: staff, body: { version, role_title: 'Owner' } })
    expect((await edit(1)).status).toBe(200)
    expect((await edit(1)).status).toBe(409)
  })
})

describe('publishedPostsSince (the newsletter’s dealer digest)', () => {
  it('answers the Dealer posts live after a moment, oldest first, with their page', async () => {
    const posts = await publishedPostsSince(app.db, new Date('2025-12-01T00:00:00Z'), 'Dealer', {
      now,
      publicUrl: 'https://shop.example',
    })
    expect(posts.map((post) => post.slug)).toEqual([
      'how-to-submit-a-customers-custom-tune-request',
      'new-dealer-onboarding-checklist',
    ])
    expect(posts[0]!.url).toBe('https://shop.example/blog/2/how-to-submit-a-customers-custom-tune-request/')
    expect(posts[0]!.author.name).toBe('Marco Ruiz')
  })
})

describe('the demo blog seed', () => {
  it('is idempotent: run again, nothing is doubled', async () => {
    const counts = async () => ({
      posts: (await app.db.select({ n: count() }).from(blogPost))[0]!.n,
      bios: (await app.db.select({ n: count() }).from(staffBio))[0]!.n,
    })
    const before = await counts()
    await app.db.transaction((tx) => seedBlog(tx, new Date('2026-01-05T16:00:00Z'), new Date()))
    expect(await counts()).toEqual(before)
  })
})
