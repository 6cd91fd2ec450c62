import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './value-transfers.routes'
import * as service from './value-transfers.service'

const createValueTransfer: H<typeof routes.createValueTransfer> = async (c) => {
  const { transfer, created } = await service.transferValue(
    c.get('deps'),
    await getActor(c),
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'],
    c.get('requestId'),
  )
  return created ? c.json(transfer, 201) : c.json(transfer, 200)
}

const listValueTransfers: H<typeof routes.listValueTransfers> = async (c) => {
  return c.json(await service.listTransfers(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

const getValueTransfer: H<typeof routes.getValueTransfer> = async (c) => {
  return c.json(await service.getTransfer(c.get('deps').db, await getActor(c), c.req.valid('param').id), 200)
}

const listValueTransferParties: H<typeof routes.listValueTransferParties> = async (c) => {
  return c.json(await service.searchParties(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

export const valueTransfersRouter = createRouter()
  .openapi(routes.createValueTransfer, createValueTransfer)
  .openapi(routes.listValueTransfers, listValueTransfers)
  .openapi(routes.getValueTransfer, getValueTransfer)
  .openapi(routes.listValueTransferParties, listValueTransferParties)
