import { AttributionTagSchema, PageViewParamsSchema } from '@shop/domain/tracking'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { validationFailed } from '../../http/app-error'
import { getActor, getSessionUser } from '../../http/session'
import { issuesToFieldErrors } from '../../http/zod-issues'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import * as routes from './tracking.routes'
import * as service from './tracking.service'
import { visitorIdOf } from './visitor-cookie'

// The smallest transparent GIF: what an image request for a page view gets back.
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (ch) =>
  ch.charCodeAt(0),
)

async function visitorOf(c: Context<AppEnv>) {
  return { visitorId: visitorIdOf(c), userId: (await getSessionUser(c))?.id ?? null }
}

async function storePageView(c: Context<AppEnv>, raw: unknown) {
  const parsed = PageViewParamsSchema.safeParse(raw)
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  const { db, clock } = c.get('deps')
  await service.recordPageView(
    db,
    await visitorOf(c),
    parsed.data,
    {
      userAgent: c.req.header('user-agent') ?? '',
      purpose: c.req.header('sec-purpose') ?? c.req.header('purpose') ?? null,
    },
    clock(),
  )
}

const pageViewBeacon: H<typeof routes.pageViewBeacon> = async (c) => {
  await storePageView(c, c.req.valid('form'))
  return c.body(null, 204)
}

const pageViewImage: H<typeof routes.pageViewImage> = async (c) => {
  await storePageView(c, c.req.valid('query'))
  c.header('Content-Type', 'image/gif')
  return c.body(PIXEL, 200)
}

const recordTag: H<typeof routes.recordTag> = async (c) => {
  const parsed = AttributionTagSchema.safeParse(c.req.valid('json').tag)
  if (!parsed.success) throw validationFailed({ tag: parsed.error.issues.map((issue) => `Tag ${issue.message}.`) })
  const { db, clock } = c.get('deps')
  return c.json(await service.recordTag(db, await visitorOf(c), parsed.data, clock()), 200)
}

const getAttribution: H<typeof routes.getAttribution> = async (c) => {
  const { db, clock } = c.get('deps')
  return c.json({ tag: await service.currentAttribution(db, await visitorOf(c), clock()) }, 200)
}

const createShortLink: H<typeof routes.createShortLink> = async (c) => {
  const { db, clock } = c.get('deps')
  return c.json(await service.createShortLink(db, await getActor(c), c.req.valid('json'), clock()), 201)
}

const listShortLinks: H<typeof routes.listShortLinks> = async (c) => {
  return c.json({ data: await service.listShortLinks(c.get('deps').db, await getActor(c)) }, 200)
}

const followShortLink: H<typeof routes.followShortLink> = async (c) =>
  c.json(await service.followShortLink(c.get('deps').db, c.req.valid('param').hash), 200)

export const trackingRouter = createRouter()
  .openapi(routes.pageViewBeacon, pageViewBeacon)
  .openapi(routes.pageViewImage, pageViewImage)
  .openapi(routes.recordTag, recordTag)
  .openapi(routes.getAttribution, getAttribution)
  .openapi(routes.createShortLink, createShortLink)
  .openapi(routes.createShortLinkAtAdmin, createShortLink)
  .openapi(routes.listShortLinks, listShortLinks)
  .openapi(routes.followShortLink, followShortLink)
