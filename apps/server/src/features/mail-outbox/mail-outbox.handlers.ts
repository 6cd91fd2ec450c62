import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './mail-outbox.routes'
import * as service from './mail-outbox.service'

const listOutbox: H<typeof routes.listOutbox> = async (c) => {
  return c.json(await service.listOutbox(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

export const mailOutboxRouter = createRouter().openapi(routes.listOutbox, listOutbox)
