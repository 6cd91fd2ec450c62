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
  const deps = c.get('deps')
  const row = await service.readableTradeIn(deps, actor, c.req.valid('param').id)
  setLastModified(c, row.updatedAt)
  return c.json(await service.tradeInOut(deps, row, actor), 200)
}

const patchTradeIn: H<typeof routes.patchTradeIn> = async (c) => {
  const actor = await requireActor(c)
  const deps = c.get('deps')
  const row = await service.readableTradeIn(deps, actor, c.req.valid('param').id)
  assertUnmodifiedSince(c, row.updatedAt)
  const updated = await service.patchTradeIn(deps, actor, row, c.req.valid('json'))
  setLastModified(c, updated.updatedAt)
  return c.json(await service.tradeInOut(deps, updated, actor), 200)
}

const getTradeInPhoto: H<typeof routes.getTradeInPhoto> = async (c) => {
  const actor = await requireActor(c)
  const deps = c.get('deps')
  const { id, photoId } = c.req.valid('param')
  const row = await service.readableTradeIn(deps, actor, id)
  const { photo, stream } = await service.photoOf(deps, row, photoId)
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
  const deps = c.get('deps')
  const row = await service.createTradeIn(deps, actor, c.req.raw)
  return c.json(await service.tradeInOut(deps, row, actor), 201)
})
tradeInsRouter.openAPIRegistry.registerPath(routes.createTradeInDoc)
