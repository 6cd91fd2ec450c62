import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-snapshot.routes'
import { dealerInvoice } from './dealer-invoices.service'
import { dealerSnapshot } from './dealer-snapshot.service'

const getSnapshot: H<typeof routes.getSnapshot> = async (c) => {
  const { slug } = c.req.valid('param')
  c.header('Cache-Control', 'private, no-store')
  return c.json(await dealerSnapshot(c.get('deps'), await getActor(c), slug, c.req.valid('query').date), 200)
}

const getInvoice: H<typeof routes.getInvoice> = async (c) => {
  const { slug, id } = c.req.valid('param')
  c.header('Cache-Control', 'private, no-store')
  return c.json(await dealerInvoice(c.get('deps'), await getActor(c), slug, id), 200)
}

export const dealerSnapshotRouter = createRouter()
  .openapi(routes.getSnapshot, getSnapshot)
  .openapi(routes.getInvoice, getInvoice)
