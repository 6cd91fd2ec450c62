import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { requireActor } from '../../http/session'
import * as routes from './newsletter.routes'
import * as service from './newsletter.service'

const subscribe: H<typeof routes.subscribe> = async (c) => {
  const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown'
  return c.json(await service.subscribe(c.get('deps'), c.req.valid('json'), ip), 200)
}

const confirm: H<typeof routes.confirm> = async (c) =>
  c.json(await service.confirm(c.get('deps'), c.req.valid('param').token), 200)

const readUnsubscribeLink: H<typeof routes.readUnsubscribeLink> = async (c) =>
  c.json(await service.unsubscribeLink(c.get('deps'), c.req.valid('param').token), 200)

const unsubscribe: H<typeof routes.unsubscribe> = async (c) =>
  c.json(await service.unsubscribe(c.get('deps'), c.req.valid('param').token), 200)

const readList: H<typeof routes.readList> = async (c) =>
  c.json(await service.publicList(c.get('deps'), c.req.valid('param').slug), 200)

const readPublicIssue: H<typeof routes.readPublicIssue> = async (c) =>
  c.json(await service.publicIssue(c.get('deps'), c.req.valid('param').slug), 200)

const readMySubscriptions: H<typeof routes.readMySubscriptions> = async (c) =>
  c.json(await service.mySubscriptions(c.get('deps'), await requireActor(c)), 200)

const changeMySubscription: H<typeof routes.changeMySubscription> = async (c) => {
  const actor = await requireActor(c)
  const { slug } = c.req.valid('param')
  const { subscribed } = c.req.valid('json')
  return c.json(await service.changeMySubscription(c.get('deps'), actor, slug, subscribed), 200)
}

const readOverview: H<typeof routes.readOverview> = async (c) => c.json(await service.overview(c.get('deps')), 200)

const createIssue: H<typeof routes.createIssue> = async (c) => {
  const actor = await requireActor(c)
  const { updatedAt, ...issue } = await service.createIssue(c.get('deps'), actor, c.req.valid('json'))
  setLastModified(c, updatedAt)
  return c.json(issue, 201)
}

const readIssue: H<typeof routes.readIssue> = async (c) => {
  const { updatedAt, ...issue } = await service.readIssue(c.get('deps'), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(issue, 200)
}

const updateIssue: H<typeof routes.updateIssue> = async (c) => {
  const { id } = c.req.valid('param')
  const { updatedAt, ...issue } = await service.updateIssue(c.get('deps'), id, c.req.valid('json'), (stored) =>
    assertUnmodifiedSince(c, stored),
  )
  setLastModified(c, updatedAt)
  return c.json(issue, 200)
}

const testSendIssue: H<typeof routes.testSendIssue> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.testSend(c.get('deps'), actor, c.req.valid('param').id), 200)
}

const sendIssue: H<typeof routes.sendIssue> = async (c) => {
  const { updatedAt: _, ...issue } = await service.sendIssue(c.get('deps'), c.req.valid('param').id)
  return c.json(issue, 200)
}

export const newsletterRouter = createRouter()
  .openapi(routes.subscribe, subscribe)
  .openapi(routes.confirm, confirm)
  .openapi(routes.readUnsubscribeLink, readUnsubscribeLink)
  .openapi(routes.unsubscribe, unsubscribe)
  .openapi(routes.readList, readList)
  .openapi(routes.readPublicIssue, readPublicIssue)
  .openapi(routes.readMySubscriptions, readMySubscriptions)
  .openapi(routes.changeMySubscription, changeMySubscription)
  .openapi(routes.readOverview, readOverview)
  .openapi(routes.createIssue, createIssue)
  .openapi(routes.readIssue, readIssue)
  .openapi(routes.updateIssue, updateIssue)
  .openapi(routes.testSendIssue, testSendIssue)
  .openapi(routes.sendIssue, sendIssue)

/** The one operation a mail provider posts from anywhere (RFC 8058 one-click): let past the same-origin check. */
export const ONE_CLICK_UNSUBSCRIBE = { method: 'POST', path: /^\/api\/v1\/newsletter\/unsubscribe\/[^/]+$/ }
