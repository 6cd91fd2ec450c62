import { and, count, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_TEXTS, SIGNUPS_PER_IP_PER_HOUR } from '@shop/domain/newsletter'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'
import { outboxMail } from '../../db/schema/mail'
import { newsletterDelivery, newsletterIssue, newsletterList, newsletterSubscriber } from '../../db/schema/newsletter'
import { seedNewsletter } from '../../db/seed/newsletter'
import { sendIssueBatch } from './newsletter-send'
import { newUnsubscribeKey } from './newsletter-tokens'

let app: TestApp
let staff: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  staff = await app.login('staff@example.com')
}, 120_000)
afterAll(async () => {
  await app?.close()
})

/** The newest mail to an address, from the outbox. */
async function lastMailTo(email: string) {
  const [mail] = await app.db.select().from(outboxMail).where(eq(outboxMail.to, email)).orderBy(desc(outboxMail.id))
  return mail
}

async function mailsTo(email: string) {
  return app.db.select().from(outboxMail).where(eq(outboxMail.to, email))
}

const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${kind}/([A-Za-z0-9_-]{43})`).exec(text)?.[1]

async function subscribe(email: string, list = 'shop-news', ip?: string) {
  return app.request('POST', '/api/v1/newsletter/subscribe', { body: { list, email }, ip })
}

/** A draft of a list, sent to the end by running the job's batches in-process. */
async function sendNewIssue(list: string, slug: string, subject = `Issue ${slug}`) {
  const created = await app.request('POST', '/api/admin/newsletter/issues', {
    cookie: staff,
    body: { list, slug, subject, markdown: `# ${subject}\n\nStage 1 maps for the **EA888**.` },
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const sent = await app.request('POST', `/api/admin/newsletter/issues/${id}/send`, { cookie: staff })
  expect(sent.status).toBe(200)
  while (!(await sendIssueBatch(app.deps, id)).done);
  return id
}

/** A POST as a mail provider sends it: no cookie, no Origin, no Sec-Fetch-Site, a form body. */
function oneClickPost(path: string, headers: Record<string, string> = {}) {
  return app.api.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CLIENT_IP_HEADER]: '192.0.2.80',
      ...headers,
    },
    body: 'List-Unsubscribe=One-Click',
  })
}

describe('sign-up with double opt-in', () => {
  it('mails a confirmation link; a pending address gets no issue, a confirmed one does', async () => {
    const answer = await subscribe('Pat.Pending@Example.com')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ received: true, message: NEWSLETTER_TEXTS.signUpReceived })
    const confirmation = await lastMailTo('pat.pending@example.com')
    expect(confirmation?.subject).toMatch(/confirm your subscription to News and offers/)
    expect(tokenIn(confirmation!.text, 'confirm')).toBeTruthy()

    await subscribe('carla.confirmed@example.com')
    const token = tokenIn((await lastMailTo('carla.confirmed@example.com'))!.text, 'confirm')!
    const confirmed = await app.request('POST', `/api/v1/newsletter/confirm/${token}`)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ list: { slug: 'shop-news' }, email: 'carla.confirmed@example.com' })
    // Single use.
    expect((await app.request('POST', `/api/v1/newsletter/confirm/${token}`)).status).toBe(404)

    await sendNewIssue('shop-news', 'opt-in-check')
    const pending = await mailsTo('pat.pending@example.com')
    expect(pending.map((mail) => mail.subject)).toEqual([confirmation!.subject])
    const toCarla = await lastMailTo('carla.confirmed@example.com')
    expect(toCarla?.subject).toBe('Issue opt-in-check')
    expect(toCarla?.text).toContain(`${TEST_ORIGIN}/newsletter/opt-in-check/`)
    expect(toCarla?.html).toContain('View in your browser')
  })

  it('answers the same for a new, a pending and a confirmed address', async () => {
    const answers = []
    for (const email of ['brand.new@example.com', 'pat.pending@example.com', 'customer@example.com']) {
      const response = await subscribe(email)
      answers.push({ status: response.status, body: await response.text() })
    }
    expect(new Set(answers.map((each) => JSON.stringify(each))).size).toBe(1)
    // The confirmed address is not mailed again.
    const toCustomer = await mailsTo('customer@example.com')
    expect(toCustomer.filter((mail) => /confirm your subscription/.test(mail.subject))).toHaveLength(0)
  })

  it('GET is harmless: the confirm page’s link needs the POST', async () => {
    await subscribe('gina.get@example.com')
    const token = tokenIn((await lastMailTo('gina.get@example.com'))!.text, 'confirm')!
    const get = await app.request('GET', `/api/v1/newsletter/confirm/${token}`)
    expect(get.status).toBe(405)
    const [row] = await app.db
      .select({ status: newsletterSubscriber.status })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, 'gina.get@example.com'))
    expect(row?.status).toBe('pending')
  })

  it('refuses an unknown list with a field error, a malformed or unknown token with a 404', async () => {
    const unknown = await subscribe('x@example.com', 'no-such-list')
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).errors.list).toEqual([NEWSLETTER_TEXTS.listUnknown])
    expect((await app.request('POST', '/api/v1/newsletter/confirm/nope')).status).toBe(404)
    expect((await app.request('POST', `/api/v1/newsletter/confirm/${'A'.repeat(43)}`)).status).toBe(404)
    expect((await app.request('POST', `/api/v1/newsletter/confirm/${'x'.repeat(101)}`)).status).toBe(422)
  })

  it('limits sign-ups per client address (429) and confirmation mails per e-mail address (silently)', async () => {
    const ip = '198.51.100.99'
    for (let i = 0; i < SIGNUPS_PER_IP_PER_HOUR; i++) {
      expect((await subscribe(`flood-${i}@example.com`, 'shop-news', ip)).status).toBe(200)
    }
    const refused = await subscribe('one-more@example.com', 'shop-news', ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    for (let i = 0; i < 5; i++)
      expect((await subscribe('victim@example.com', 'shop-news', `192.0.2.${i}`)).status).toBe(200)
    expect(await mailsTo('victim@example.com')).toHaveLength(3)
  })
})

describe('unsubscribing', () => {
  it('takes the RFC 8058 one-click POST with no cookie and no Origin (200) and mails nothing more', async () => {
    await subscribe('una.unsub@example.com')
    const token = tokenIn((await lastMailTo('una.unsub@example.com'))!.text, 'confirm')!
    await app.request('POST', `/api/v1/newsletter/confirm/${token}`)
    await sendNewIssue('shop-news', 'before-unsubscribe')
    const issueMail = (await lastMailTo('una.unsub@example.com'))!
    expect(issueMail.subject).toBe('Issue before-unsubscribe')
    const unsubscribeToken = tokenIn(issueMail.text, 'unsubscribe')!
    const header = issueMail.headers!['List-Unsubscribe']!
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(header)![1]!
    expect(oneClick).toBe(`${TEST_ORIGIN}/api/v1/newsletter/unsubscribe/${unsubscribeToken}`)

    // Reading the link changes nothing.
    const read = await app.request('GET', `/api/v1/newsletter/unsubscribe/${unsubscribeToken}`)
    expect(await read.json()).toMatchObject({ subscribed: true, email: 'una.unsub@example.com' })

    const response = await oneClickPost(new URL(oneClick).pathname)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ list: { slug: 'shop-news' }, unsubscribed: true })
    // Again: the same answer.
    expect((await oneClickPost(new URL(oneClick).pathname)).status).toBe(200)

    await sendNewIssue('shop-news', 'after-unsubscribe')
    const after = await mailsTo('una.unsub@example.com')
    expect(after.some((mail) => mail.subject === 'Issue after-unsubscribe')).toBe(false)
  })

  it('lets exactly this operation past the same-origin check: another site’s Origin unsubscribes, and is refused elsewhere', async () => {
    await app.request('PUT', '/api/v1/newsletter/my-subscriptions/shop-news', {
      cookie: await app.login('dealer-member@example.com'),
      body: { subscribed: true },
    })
    await sendNewIssue('shop-news', 'cross-site-check')
    const token = tokenIn((await lastMailTo('dealer-member@example.com'))!.text, 'unsubscribe')!
    const crossSite = { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' }
    expect((await oneClickPost(`/api/v1/newsletter/unsubscribe/${token}`, crossSite)).status).toBe(200)
    expect((await oneClickPost('/api/v1/newsletter/subscribe', crossSite)).status).toBe(403)
    expect((await oneClickPost(`/api/v1/newsletter/confirm/${token}`, crossSite)).status).toBe(403)
  })

  it('a wrong token is a 404', async () => {
    expect((await oneClickPost(`/api/v1/newsletter/unsubscribe/${'B'.repeat(43)}`)).status).toBe(404)
    expect((await app.request('GET', '/api/v1/newsletter/unsubscribe/short')).status).toBe(404)
  })
})

describe('the issue mail', () => {
  it('carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post, and a visible unsubscribe link', async () => {
    const mail = (await lastMailTo('customer@example.com'))!
    expect(mail.subject).toMatch(/^Issue /)
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>, <mailto:[^>]+\?subject=unsubscribe>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/shop\.test\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}/)
    expect(mail.html).toMatch(
      /<a href="http:\/\/shop\.test\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}">Unsubscribe<\/a>/,
    )
  })
})

describe('issues in the back office and on the web', () => {
  it('renders and sanitizes at save; a draft’s web view is a 404, a sent one is public', async () => {
    const created = await app.request('POST', '/api/admin/newsletter/issues', {
      cookie: staff,
      body: {
        list: 'shop-news',
        slug: 'sanitized-draft',
        subject: 'Draft',
        markdown: 'Hi <img src="x.png" onerror="alert(1)"><script>alert(2)</script>',
      },
    })
    expect(created.status).toBe(201)
    const draft = await created.json()
    expect(draft.html).not.toMatch(/onerror|<script/)
    expect(draft.status).toBe('draft')
    expect((await app.request('GET', '/api/v1/newsletter/issues/sanitized-draft')).status).toBe(404)
    const sent = await app.request('GET', '/api/v1/newsletter/issues/november-flashzilla-firmware-winter-fuel')
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({
      subject: 'November: FlashZilla firmware update and winter fuel tips',
      list: { slug: 'shop-news', title: 'News and offers' },
    })
  })

  it('changes a draft only (409 once sent), refuses a taken slug and a stale If-Unmodified-Since', async () => {
    const [seeded] = await app.db
      .select({ id: newsletterIssue.id })
      .from(newsletterIssue)
      .where(eq(newsletterIssue.slug, 'december-dq381-stage-2-bundle-holiday-shipping'))
    const body = { list: 'shop-news', slug: 'november-flashzilla-firmware-winter-fuel', subject: 'x', markdown: 'x' }
    const taken = await app.request('PUT', `/api/admin/newsletter/issues/${seeded!.id}`, { cookie: staff, body })
    expect(taken.status).toBe(422)
    const stale = await app.request('PUT', `/api/admin/newsletter/issues/${seeded!.id}`, {
      cookie: staff,
      body: { ...body, slug: 'december-news' },
      headers: { 'if-unmodified-since': new Date('2020-01-01').toUTCString() },
    })
    expect(stale.status).toBe(412)
    const [sent] = await app.db
      .select({ id: newsletterIssue.id })
      .from(newsletterIssue)
      .where(eq(newsletterIssue.slug, 'november-flashzilla-firmware-winter-fuel'))
    const again = await app.request('PUT', `/api/admin/newsletter/issues/${sent!.id}`, {
      cookie: staff,
      body: { ...body, slug: 'november-news' },
    })
    expect(again.status).toBe(409)
    expect((await app.request('POST', `/api/admin/newsletter/issues/${sent!.id}/send`, { cookie: staff })).status).toBe(
      409,
    )
  })

  it('test-sends to the staff member’s own address, without anyone’s unsubscribe link', async () => {
    const [draft] = await app.db
      .select({ id: newsletterIssue.id })
      .from(newsletterIssue)
      .where(eq(newsletterIssue.slug, 'december-dq381-stage-2-bundle-holiday-shipping'))
    const response = await app.request('POST', `/api/admin/newsletter/issues/${draft!.id}/test-send`, { cookie: staff })
    expect(await response.json()).toEqual({ sent_to: 'staff@example.com' })
    const mail = (await lastMailTo('staff@example.com'))!
    expect(mail.subject).toBe('[Test] December: the DQ381 Stage 2 bundle and holiday shipping dates')
    expect(mail.headers).toBeNull()
    expect(mail.text).toContain('This is a test send')
  })

  it('shows lists with their subscribers by status', async () => {
    const response = await app.request('GET', '/api/admin/newsletter', { cookie: staff })
    const { lists, issues } = await response.json()
    expect(lists.find((list: { slug: string }) => list.slug === 'dealer-blog-posts')).toMatchObject({
      title: 'Dealer blog posts',
      confirmed: 2,
    })
    expect(issues.length).toBeGreaterThan(2)
    const customer = await app.request('GET', '/api/admin/newsletter', {
      cookie: await app.login('customer@example.com'),
    })
    expect(customer.status).toBe(403)
  })
})

describe('the profile’s own subscriptions', () => {
  it('subscribes and unsubscribes the account’s address at once', async () => {
    const cookie = await app.login('dealer@example.com')
    const before = await (await app.request('GET', '/api/v1/newsletter/my-subscriptions', { cookie })).json()
    expect(before.lists.find((list: { slug: string }) => list.slug === 'dealer-blog-posts').subscribed).toBe(true)
    const off = await app.request('PUT', '/api/v1/newsletter/my-subscriptions/dealer-blog-posts', {
      cookie,
      body: { subscribed: false },
    })
    expect((await off.json()).lists.find((list: { slug: string }) => list.slug === 'dealer-blog-posts')).toMatchObject({
      subscribed: false,
      status: 'unsubscribed',
    })
    const on = await app.request('PUT', '/api/v1/newsletter/my-subscriptions/dealer-blog-posts', {
      cookie,
      body: { subscribed: true },
    })
    expect((await on.json()).lists.find((list: { slug: string }) => list.slug === 'dealer-blog-posts').subscribed).toBe(
      true,
    )
  })
})

describe('a send killed half-way and run again', () => {
  it('mails each of 450 subscribers exactly once and ends sent', async () => {
    const [list] = await app.db
      .insert(newsletterList)
      .values({ slug: 'resume-check', title: 'Resume check' })
      .returning({ id: newsletterList.id })
    const emails = Array.from({ length: 450 }, (_, i) => `reader-${String(i + 1).padStart(4, '0')}@example.com`)
    await app.db
      .insert(newsletterSubscriber)
      .values(emails.map((email) => ({ listId: list!.id, email, status: 'confirmed', ...newUnsubscribeKey(app.deps) })))
    const created = await app.request('POST', '/api/admin/newsletter/issues', {
      cookie: staff,
      body: { list: 'resume-check', slug: 'resume-check-1', subject: 'Resume check', markdown: 'Once each.' },
    })
    const { id } = (await created.json()) as { id: number }
    const started = await app.request('POST', `/api/admin/newsletter/issues/${id}/send`, { cookie: staff })
    expect(await started.json()).toMatchObject({ status: 'sending', total: 450, delivered: 0 })

    // The crash: the second batch's transaction fails on its hundredth mail (the 300th subscriber).
    await app.deps.database.query(`
      create function newsletter_test_crash() returns trigger language plpgsql as $$
      begin
        if new."to" = 'reader-0300@example.com' then raise exception 'worker killed'; end if;
        return new;
      end $$`)
    await app.deps.database.query(`create trigger newsletter_test_crash before insert on outbox_mail
      for each row execute function newsletter_test_crash()`)
    expect(await sendIssueBatch(app.deps, id)).toMatchObject({ mailed: 200, done: false })
    await expect(sendIssueBatch(app.deps, id)).rejects.toThrow()
    const midway = await app.db
      .select({ n: count() })
      .from(newsletterDelivery)
      .where(eq(newsletterDelivery.issueId, id))
    expect(midway[0]?.n).toBe(200)
    await app.deps.database.query('drop trigger newsletter_test_crash on outbox_mail')
    await app.deps.database.query('drop function newsletter_test_crash()')

    // Restarted: the job runs again (the first batch once more, as a retried job would) until it is done.
    const rerun = await app.request('POST', `/api/admin/newsletter/issues/${id}/send`, { cookie: staff })
    expect(rerun.status).toBe(200)
    let runs = 0
    while (!(await sendIssueBatch(app.deps, id)).done) runs++
    expect(runs).toBe(1)

    const perAddress = await app.db
      .select({ to: outboxMail.to, n: count() })
      .from(outboxMail)
      .where(and(eq(outboxMail.subject, 'Resume check'), sql`${outboxMail.to} like 'reader-%'`))
      .groupBy(outboxMail.to)
    expect(perAddress).toHaveLength(450)
    expect(perAddress.every((row) => row.n === 1)).toBe(true)
    const deliveries = await app.db
      .select({ subscriberId: newsletterDelivery.subscriberId, outboxMailId: newsletterDelivery.outboxMailId })
      .from(newsletterDelivery)
      .where(eq(newsletterDelivery.issueId, id))
    expect(deliveries).toHaveLength(450)
    expect(new Set(deliveries.map((row) => row.subscriberId)).size).toBe(450)
    expect(deliveries.every((row) => row.outboxMailId !== null)).toBe(true)
    const issue = await (await app.request('GET', `/api/admin/newsletter/issues/${id}`, { cookie: staff })).json()
    expect(issue).toMatchObject({ status: 'sent', total: 450, delivered: 450 })
    // A batch after the end mails nobody.
    expect(await sendIssueBatch(app.deps, id)).toMatchObject({ mailed: 0, done: true })
  })
})

describe('the demo seed', () => {
  it('runs twice without doubling anything', async () => {
    const tally = async () => ({
      lists: (await app.db.select({ n: count() }).from(newsletterList))[0]?.n,
      issues: (await app.db.select({ n: count() }).from(newsletterIssue))[0]?.n,
      subscribers: (await app.db.select({ n: count() }).from(newsletterSubscriber))[0]?.n,
      deliveries: (await app.db.select({ n: count() }).from(newsletterDelivery))[0]?.n,
    })
    const before = await tally()
    await seedNewsletter(app.db, new Date())
    expect(await tally()).toEqual(before)
  })
})
