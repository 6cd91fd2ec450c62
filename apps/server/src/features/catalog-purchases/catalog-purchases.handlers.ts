import type { Context } from 'hono'
import { purchasePricingRoleOf } from '@shop/domain/catalog'
import type { AppEnv } from '../../http/app-env'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor, getSessionUser, requireActor } from '../../http/session'
import { resolveCaller } from '../catalog'
import * as routes from './catalog-purchases.routes'
import * as service from './catalog-purchases.service'
import * as tickets from './purchase-tickets'
import * as rentals from './rental-tool.service'
import type { PurchaseRow } from './catalog-purchases.repository'

async function detailOf(c: Context<AppEnv>, purchase: PurchaseRow) {
  const deps = c.get('deps')
  setLastModified(c, purchase.updatedAt)
  return {
    ...service.toPurchaseOut(purchase, await service.dealerNameOf(deps, purchase)),
    ...(await tickets.threadOf(deps, purchase.id)),
  }
}

async function buyerEmail(c: Context<AppEnv>) {
  const user = await getSessionUser(c)
  return user?.email ?? ''
}

const estimate: H<typeof routes.estimate> = async (c) => {
  const { save, currency: bodyCurrency, ...request } = c.req.valid('json')
  const deps = c.get('deps')
  const actor = await getActor(c)
  if (save && !actor) await requireActor(c)
  const caller = await resolveCaller(c, c.req.valid('query').currency ?? bodyCurrency)
  const priced = await service.estimate(deps, request, purchasePricingRoleOf(actor), caller.currency)
  if (!save || !actor) return c.json({ ...priced, purchase_id: null }, 200)
  const saved = await service.saveEstimate(deps, actor, request, priced)
  return c.json({ ...priced, purchase_id: saved.id }, 201)
}

const pay: H<typeof routes.pay> = async (c) => {
  const actor = await requireActor(c)
  const { purchase_id, payment } = c.req.valid('json')
  const key = c.req.valid('header')['idempotency-key']
  const result = await service.pay(c.get('deps'), actor, {
    purchaseId: purchase_id,
    payment,
    key,
    email: await buyerEmail(c),
  })
  if (result.replayed) c.header('Idempotent-Replayed', 'true')
  return c.json(service.toPurchaseOut(result.purchase), 200)
}

const payLater: H<typeof routes.payLater> = async (c) => {
  const actor = await requireActor(c)
  const { purchase_id, dealer_id } = c.req.valid('json')
  const deps = c.get('deps')
  const result = await service.payLater(deps, actor, {
    purchaseId: purchase_id,
    dealerId: dealer_id,
    key: c.req.valid('header')['idempotency-key'],
    email: await buyerEmail(c),
  })
  if (result.replayed) c.header('Idempotent-Replayed', 'true')
  return c.json(service.toPurchaseOut(result.purchase, await service.dealerNameOf(deps, result.purchase)), 200)
}

const viaTicket: H<typeof routes.viaTicket> = async (c) => {
  const actor = await requireActor(c)
  const { purchase_id, message } = c.req.valid('json')
  const purchase = await tickets.viaTicket(c.get('deps'), actor, purchase_id, message, await buyerEmail(c))
  return c.json(await detailOf(c, purchase), 201)
}

const listPurchases: H<typeof routes.listPurchases> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.listPurchases(c.get('deps'), actor, c.req.valid('query')), 200)
}

const getPurchase: H<typeof routes.getPurchase> = async (c) => {
  const actor = await requireActor(c)
  const purchase = await service.readablePurchase(c.get('deps'), actor, c.req.valid('param').id)
  return c.json(await detailOf(c, purchase), 200)
}

const patchPurchase: H<typeof routes.patchPurchase> = async (c) => {
  const actor = await requireActor(c)
  const { id } = c.req.valid('param')
  const updated = await service.updatePurchase(c.get('deps'), actor, id, c.req.valid('json'), (updatedAt) =>
    assertUnmodifiedSince(c, updatedAt),
  )
  return c.json(await detailOf(c, updated), 200)
}

const openTicket: H<typeof routes.openTicket> = async (c) => {
  const actor = await requireActor(c)
  const { id } = c.req.valid('param')
  const updated = await tickets.addMessage(c.get('deps'), actor, id, c.req.valid('json').body, 'open')
  return c.json(await detailOf(c, updated), 201)
}

const replyTicket: H<typeof routes.replyTicket> = async (c) => {
  const actor = await requireActor(c)
  const { id } = c.req.valid('param')
  const updated = await tickets.addMessage(c.get('deps'), actor, id, c.req.valid('json').body, 'reply')
  return c.json(await detailOf(c, updated), 201)
}

const getRentalTool: H<typeof routes.getRentalTool> = async (c) => {
  const caller = await resolveCaller(c, c.req.valid('query').currency)
  return c.json(await rentals.rentalTool(c.get('deps'), c.req.valid('param').id, caller.currency), 200)
}

export const catalogPurchasesRouter = createRouter()
  .openapi(routes.estimate, estimate)
  .openapi(routes.pay, pay)
  .openapi(routes.payLater, payLater)
  .openapi(routes.viaTicket, viaTicket)
  .openapi(routes.listPurchases, listPurchases)
  .openapi(routes.getPurchase, getPurchase)
  .openapi(routes.patchPurchase, patchPurchase)
  .openapi(routes.openTicket, openTicket)
  .openapi(routes.replyTicket, replyTicket)
  .openapi(routes.getRentalTool, getRentalTool)
