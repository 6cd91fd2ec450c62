import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { authorize } from '../../http/session'
import * as routes from './mail-outbox.routes'
import * as service from './mail-outbox.service'

const listOutbox: H<typeof routes.listOutbox> = async (c) => {
  await authorize(c, 'mail-outbox:read')
  return c.json(await service.listOutbox(c.get('deps').db, c.req.valid('query')), 200)
}

export const mailOutboxRouter = createRouter().openapi(routes.listOutbox, listOutbox)
