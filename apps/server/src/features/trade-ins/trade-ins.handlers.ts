import { Readable } from 'node:stream'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { requireActor } from '../../http/session'
import * as routes from './trade-ins.routes'
import * as service from './trade-ins.service'

const listTradeIns: H<typeof routes.listTradeIns> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.listTradeIns(c.get('deps'), actor, c.req.valid('query')), 200)
}

const getTradeIn: H<typeof routes.getTradeIn> = async (c) => {
  const actor = await requireActor(c)
  const { updatedAt, body } = await service.readTradeIn(c.get('deps'), actor, c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const patchTradeIn: H<typeof routes.patchTradeIn> = async (c) => {
  const actor = await requireActor(c)
  const { id } = c.req.valid('param')
  const { updatedAt, body } = await service.updateTradeIn(c.get('deps'), actor, id, c.req.valid('json'), (since) =>
    assertUnmodifiedSince(c, since),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const getTradeInPhoto: H<typeof routes.getTradeInPhoto> = async (c) => {
  const actor = await requireActor(c)
  const { id, photoId } = c.req.valid('param')
  const { photo, stream } = await service.tradeInPhoto(c.get('deps'), actor, id, photoId)
  c.header('Content-Type', photo.contentType)
  c.header('Content-Length', String(photo.size))
  c.header('Cache-Control', 'private, max-age=3600')
  c.header('Content-Disposition', 'inline')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

export const tradeInsRouter = createRouter()
  .openapi(routes.listTradeIns, listTradeIns)
  .openapi(routes.getTradeIn, getTradeIn)
  .openapi(routes.patchTradeIn, patchTradeIn)
  .openapi(routes.getTradeInPhoto, getTradeInPhoto)

// Multipart: the form is read and checked by the service, so this is a plain route documented below.
tradeInsRouter.post('/v1/trade-in-requests', async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.submitTradeIn(c.get('deps'), actor, c.req.raw), 201)
})
tradeInsRouter.openAPIRegistry.registerPath(routes.createTradeInDoc)
