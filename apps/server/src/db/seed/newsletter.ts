import { createHash, randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { DEALER_BLOG_POSTS_LIST, SHOP_NEWS_LIST } from '@shop/domain/newsletter'
import { renderMarkdown } from '../../platform/content'
import type { Db } from '../client'
import { newsletterDelivery, newsletterIssue, newsletterList, newsletterSubscriber } from '../schema/newsletter'

// The newsletter's demo (issue 26 item 6): the shop's two lists, a sent issue of shop news and a draft, and a few
// subscribers. Idempotent: every row is keyed (list slug, issue slug, list and address) and skipped when there.

const LISTS = [
  {
    slug: SHOP_NEWS_LIST,
    title: 'News and offers',
    description:
      'Firmware releases for FlashZilla and KESS, new vehicle support, seasonal tips and the occasional discount code. About once a month.',
  },
  {
    slug: DEALER_BLOG_POSTS_LIST,
    title: 'Dealer blog posts',
    description:
      'A digest of the posts on our blog tagged for dealers: pricing changes, install guides and tool bulletins. Weekly when there is something new.',
  },
]

const NOVEMBER = `Hello from the shop floor,

## FlashZilla firmware 3.4 is out

The update adds read and write support for the **Bosch MG1CS201** on the 2022–2024 Ford Bronco 2.7 EcoBoost and
brings back-up reads of the **Continental SIMOS 18.10** down from 11 minutes to under 7. It also fixes the
"checksum mismatch" warning some Mk7.5 GTI owners saw after a recovery flash.

Update from the FlashZilla app: *Settings → Device → Check for updates*. Keep the laptop on a charger and the car on a
battery maintainer (at least 13.2 V) for the whole flash.

## Winter fuel: what changes for your tune

- **Winter-blend pump fuel** has a higher vapour pressure and, in many states, slightly less octane headroom. If you
  run a Stage 2 map on 91, log a few pulls after the switch and watch for knock retard above 2°.
- **Cold intake air** is denser: more boost for the same wastegate duty. Our maps already correct for it, but a
  boost leak shows up sooner in winter — check clamps and couplers.
- **E85 blends** drop to E70 or lower in winter in much of the US. Flex-fuel tunes read the sensor; fixed E85 maps
  should be switched to the pump-gas map until spring.

## Holiday support hours

Support is closed on November 27 and 28. Tune files ordered on those days are delivered on Monday, December 1.

Drive safe and log often,
the tuning team
`

const DECEMBER = `## Stage 2 DSG bundle for the DQ381

From December 1 the Stage 2 DSG tune for the **DQ381** seven-speed (Golf R Mk8, Tiguan R, Audi S3 8Y) comes with
the launch-control and torque-limit add-ons at no extra cost when ordered with a Stage 2 ECU tune.

## Last shipping dates before the holidays

| Service | Order by |
| --- | --- |
| Ground (US) | December 15 |
| 2-day (US) | December 18 |
| International | December 10 |

Tune files are delivered as usual throughout the holidays.
`

const ISSUES = [
  {
    slug: 'november-flashzilla-firmware-winter-fuel',
    list: SHOP_NEWS_LIST,
    subject: 'November: FlashZilla firmware update and winter fuel tips',
    markdown: NOVEMBER,
    sentAt: new Date('2025-11-04T16:00:00Z'),
  },
  {
    slug: 'december-dq381-stage-2-bundle-holiday-shipping',
    list: SHOP_NEWS_LIST,
    subject: 'December: the DQ381 Stage 2 bundle and holiday shipping dates',
    markdown: DECEMBER,
    sentAt: null,
  },
] as const

const SUBSCRIBERS: { list: string; email: string; status: 'pending' | 'confirmed' | 'unsubscribed' }[] = [
  { list: SHOP_NEWS_LIST, email: 'customer@example.com', status: 'confirmed' },
  { list: SHOP_NEWS_LIST, email: 'marco.ruiz@example.com', status: 'confirmed' },
  { list: SHOP_NEWS_LIST, email: 'hannah.lindqvist@example.com', status: 'confirmed' },
  { list: SHOP_NEWS_LIST, email: 'dev.patel@example.com', status: 'confirmed' },
  { list: SHOP_NEWS_LIST, email: 'olivia.chen@example.com', status: 'confirmed' },
  { list: SHOP_NEWS_LIST, email: 'sam.okafor@example.com', status: 'pending' },
  { list: SHOP_NEWS_LIST, email: 'jake.miller@example.com', status: 'unsubscribed' },
  { list: DEALER_BLOG_POSTS_LIST, email: 'dealer@example.com', status: 'confirmed' },
  { list: DEALER_BLOG_POSTS_LIST, email: 'dealer-manager@example.com', status: 'confirmed' },
]

/**
 * The unsubscribe key of a seeded row: a nonce, and a hash no token matches yet. The token is an HMAC under the
 * server's secret, which the seed does not know; the send job sets the row's hash before any mail carries a link.
 */
function seedUnsubscribeKey() {
  const nonce = randomBytes(16).toString('base64url')
  return {
    unsubscribeNonce: nonce,
    unsubscribeTokenHash: createHash('sha256').update(`seed:${nonce}`).digest('hex'),
  }
}

export async function seedNewsletter(db: Db, at: Date): Promise<void> {
  await db
    .insert(newsletterList)
    .values(LISTS.map((list) => ({ ...list, createdAt: at })))
    .onConflictDoNothing()
  const lists = await db
    .select({ id: newsletterList.id, slug: newsletterList.slug })
    .from(newsletterList)
    .where(
      inArray(
        newsletterList.slug,
        LISTS.map((list) => list.slug),
      ),
    )
  const listId = (slug: string) => lists.find((list) => list.slug === slug)!.id
  const since = new Date('2025-10-01T12:00:00Z')
  for (const [i, subscriber] of SUBSCRIBERS.entries()) {
    const createdAt = new Date(since.getTime() + i * 86_400_000)
    await db
      .insert(newsletterSubscriber)
      .values({
        listId: listId(subscriber.list),
        email: subscriber.email,
        status: subscriber.status,
        ...seedUnsubscribeKey(),
        createdAt,
        confirmedAt: subscriber.status === 'pending' ? null : createdAt,
        unsubscribedAt: subscriber.status === 'unsubscribed' ? new Date('2025-11-10T09:30:00Z') : null,
      })
      .onConflictDoNothing()
  }
  for (const issue of ISSUES) {
    const [row] = await db
      .insert(newsletterIssue)
      .values({
        slug: issue.slug,
        listId: listId(issue.list),
        subject: issue.subject,
        markdown: issue.markdown,
        html: renderMarkdown(issue.markdown),
        status: issue.sentAt ? 'sent' : 'draft',
        createdAt: issue.sentAt ? new Date(issue.sentAt.getTime() - 2 * 86_400_000) : at,
        updatedAt: issue.sentAt ?? at,
        sendingAt: issue.sentAt,
        sentAt: issue.sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterIssue.id })
    if (!row || !issue.sentAt) continue
    // Who got the sent issue: the list's subscribers confirmed before it went out (their mails are long delivered).
    const got = await db
      .select({ id: newsletterSubscriber.id, confirmedAt: newsletterSubscriber.confirmedAt })
      .from(newsletterSubscriber)
      .where(and(eq(newsletterSubscriber.listId, listId(issue.list))))
    const recipients = got.filter((s) => s.confirmedAt && s.confirmedAt < issue.sentAt)
    if (recipients.length === 0) continue
    await db
      .insert(newsletterDelivery)
      .values(recipients.map((s) => ({ issueId: row.id, subscriberId: s.id, createdAt: issue.sentAt })))
      .onConflictDoNothing()
    await db
      .update(newsletterIssue)
      .set({ total: recipients.length, delivered: recipients.length })
      .where(eq(newsletterIssue.id, row.id))
  }
}
