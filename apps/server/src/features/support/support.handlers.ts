import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './support.routes'
import * as service from './support.service'

const contactUs: H<typeof routes.contactUs> = async (c) => {
  const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown'
  const actor = await getActor(c)
  return c.json(await service.contactUs(c.get('deps'), actor, c.req.valid('json'), ip), 201)
}

const getFeedback: H<typeof routes.getFeedback> = async (c) => {
  const { id, token } = c.req.valid('param')
  return c.json(await service.readFeedback(c.get('deps'), id, token), 200)
}

const submitFeedback: H<typeof routes.submitFeedback> = async (c) => {
  const { id, token } = c.req.valid('param')
  return c.json(await service.submitFeedback(c.get('deps'), id, token, c.req.valid('json')), 200)
}

const listFeedback: H<typeof routes.listFeedback> = async (c) => {
  return c.json(await service.listFeedback(c.get('deps'), c.req.valid('query')), 200)
}

export const supportRouter = createRouter()
  .openapi(routes.contactUs, contactUs)
  .openapi(routes.getFeedback, getFeedback)
  .openapi(routes.submitFeedback, submitFeedback)
  .openapi(routes.listFeedback, listFeedback)
