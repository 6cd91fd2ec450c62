import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-transfers.routes'
import * as service from './dealer-transfers.service'

const ctxOf = async (c: Context<AppEnv>, slug: string) => ({
  deps: c.get('deps'),
  actor: await getActor(c),
  slug,
  requestId: c.get('requestId'),
})

const listDealerTransfers: H<typeof routes.listDealerTransfers> = async (c) => {
  const ctx = await ctxOf(c, c.req.valid('param').slug)
  return c.json(await service.listTransfers(ctx, c.req.valid('query')), 200)
}

const createDealerTransfer: H<typeof routes.createDealerTransfer> = async (c) => {
  const ctx = await ctxOf(c, c.req.valid('param').slug)
  const key = c.req.valid('header')['idempotency-key']
  const { transfer, created } = await service.createTransfer(ctx, c.req.valid('json'), key)
  return created ? c.json(transfer, 201) : c.json(transfer, 200)
}

const createDealerTransferGroup: H<typeof routes.createDealerTransferGroup> = async (c) => {
  const ctx = await ctxOf(c, c.req.valid('param').slug)
  const key = c.req.valid('header')['idempotency-key']
  const { group, created } = await service.createGroup(ctx, c.req.valid('json'), key)
  return created ? c.json(group, 201) : c.json(group, 200)
}

const getDealerTransfer: H<typeof routes.getDealerTransfer> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.getTransfer(await ctxOf(c, slug), id), 200)
}

const getDealerTransferGroup: H<typeof routes.getDealerTransferGroup> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.getGroup(await ctxOf(c, slug), id), 200)
}

const reviewDealerTransfer: H<typeof routes.reviewDealerTransfer> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.act(await ctxOf(c, slug), id, 'review'), 200)
}

const cancelDealerTransfer: H<typeof routes.cancelDealerTransfer> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.act(await ctxOf(c, slug), id, 'cancel'), 200)
}

const setDealerTransferValue: H<typeof routes.setDealerTransferValue> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.act(await ctxOf(c, slug), id, 'set-value', c.req.valid('json').amount), 200)
}

const performDealerTransfer: H<typeof routes.performDealerTransfer> = async (c) => {
  const { slug, id } = c.req.valid('param')
  const { transfer } = await service.perform(await ctxOf(c, slug), id)
  return c.json(transfer, 200)
}

const performDealerTransferGroup: H<typeof routes.performDealerTransferGroup> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.performGroup(await ctxOf(c, slug), id), 200)
}

const lockOldDealerTransfers: H<typeof routes.lockOldDealerTransfers> = async (c) => {
  return c.json(await service.lockOld(await ctxOf(c, c.req.valid('param').slug)), 200)
}

// lock-old before {id}: the literal path wins over the parameter.
export const dealerTransfersRouter = createRouter()
  .openapi(routes.lockOldDealerTransfers, lockOldDealerTransfers)
  .openapi(routes.listDealerTransfers, listDealerTransfers)
  .openapi(routes.createDealerTransfer, createDealerTransfer)
  .openapi(routes.createDealerTransferGroup, createDealerTransferGroup)
  .openapi(routes.getDealerTransfer, getDealerTransfer)
  .openapi(routes.getDealerTransferGroup, getDealerTransferGroup)
  .openapi(routes.reviewDealerTransfer, reviewDealerTransfer)
  .openapi(routes.cancelDealerTransfer, cancelDealerTransfer)
  .openapi(routes.setDealerTransferValue, setDealerTransferValue)
  .openapi(routes.performDealerTransfer, performDealerTransfer)
  .openapi(routes.performDealerTransferGroup, performDealerTransferGroup)
