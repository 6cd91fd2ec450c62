import { randomInt } from 'node:crypto'
import type { Actor } from '@shop/domain/accounts'
import {
  isShortLinkHash,
  SHORT_LINK_ALPHABET,
  SHORT_LINK_GENERATED_LENGTH,
  TAG_ATTRIBUTION_RESEND_MS,
  CreateShortLinkSchema,
} from '@shop/domain/site'
import { ATTRIBUTION_WINDOW_MS, classifyBot, type PageViewParams } from '@shop/domain/tracking'
import type { Db } from '../../db/client'
import { notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { issuesToFieldErrors } from '../../http/zod-issues'
import {
  countShortLinkHit,
  findLatestTag,
  findRecentTag,
  findShortLinks,
  insertPageView,
  insertShortLink,
  insertTag,
} from './tracking.repository'

export type Visitor = { visitorId: string | null; userId: string | null }

/** SPEC §7: stores one page view with its params and the bot code the server gives it (docs/decisions/0019). */
export async function recordPageView(
  db: Db,
  visitor: Visitor,
  params: PageViewParams,
  request: { userAgent: string; purpose: string | null },
  now: Date,
) {
  await insertPageView(db, {
    visitorId: visitor.visitorId,
    userId: visitor.userId,
    path: params.p,
    referrer: params.r,
    title: params.t,
    event: params.e,
    screen: params.s,
    query: params.q,
    botCode: classifyBot({
      userAgent: request.userAgent,
      clientSignal: params.b,
      screen: params.s,
      purpose: request.purpose,
    }),
    userAgent: request.userAgent.slice(0, 512),
    createdAt: now,
  })
}

/**
 * SPEC §7 tag attribution: the same tag from the same visitor (or user) is kept once per hour; the
 * browser throttles too, this is the server's half.
 */
export async function recordTag(db: Db, visitor: Visitor, tag: string, now: Date) {
  const since = new Date(now.getTime() - TAG_ATTRIBUTION_RESEND_MS)
  if (await findRecentTag(db, visitor, tag, since)) return { tag, recorded: false }
  await insertTag(db, { visitorId: visitor.visitorId, userId: visitor.userId, tag, createdAt: now })
  return { tag, recorded: true }
}

/**
 * The tag that attributes this visitor's or user's order or tune request made at `now`: the newest
 * tag of either, recorded within the attribution window (30 days, last touch wins), else null. The
 * checkout and tuning features call this when they create an order or a request.
 */
export async function currentAttribution(db: Db, who: Visitor, now: Date): Promise<string | null> {
  const row = await findLatestTag(db, who, new Date(now.getTime() - ATTRIBUTION_WINDOW_MS))
  return row?.tag ?? null
}

const toShortLink = (row: { hash: string; targetPath: string; hits: number; createdAt: Date }) => ({
  hash: row.hash,
  target_path: row.targetPath,
  hits: row.hits,
  created_at: row.createdAt.toISOString(),
})

function generateHash(): string {
  for (;;) {
    const hash = Array.from(
      { length: SHORT_LINK_GENERATED_LENGTH },
      () => SHORT_LINK_ALPHABET[randomInt(SHORT_LINK_ALPHABET.length)],
    ).join('')
    if (isShortLinkHash(hash)) return hash
  }
}

/**
 * Staff create a short link (PERMISSIONS.md: the back office): refused before its body is read, then the body is
 * checked against the domain's rules (a 422 naming the fields).
 */
export async function createShortLink(db: Db, actor: Actor | null, body: unknown, now: Date) {
  const staff = permit(actor, 'back-office:enter')!
  const parsed = CreateShortLinkSchema.safeParse(body)
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  const input = { hash: parsed.data.hash, targetPath: parsed.data.target_path }
  const createdBy = staff.id
  // A generated hash may collide: try a few; a chosen one that is taken is the caller's to change.
  for (let attempt = 0; attempt < 5; attempt++) {
    const hash = input.hash ?? generateHash()
    const created = await insertShortLink(db, { hash, targetPath: input.targetPath, createdBy, createdAt: now })
    if (created) return toShortLink(created)
    if (input.hash) break
  }
  throw validationFailed({ hash: ['This hash is already taken.'] })
}

/** Staff list the short links (PERMISSIONS.md: the back office). */
export async function listShortLinks(db: Db, actor: Actor | null) {
  permit(actor, 'back-office:enter')
  return (await findShortLinks(db)).map(toShortLink)
}

export async function followShortLink(db: Db, hash: string) {
  const row = isShortLinkHash(hash) ? await countShortLinkHit(db, hash) : undefined
  if (!row) throw notFound('This link')
  return { target_path: row.targetPath }
}
