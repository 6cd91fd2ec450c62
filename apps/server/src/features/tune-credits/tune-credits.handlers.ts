import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getSessionUser, requireActor } from '../../http/session'
import * as routes from './tune-credits.routes'
import * as service from './tune-credits.service'

const getTuneCredits: H<typeof routes.getTuneCredits> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.creditStatementPage(c.get('deps').db, actor, c.req.valid('query')), 200)
}

const checkCode: H<typeof routes.checkCode> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.checkCode(c.get('deps').db, actor, c.req.valid('json').code), 200)
}

const claimCode: H<typeof routes.claimCode> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.claimCode(c.get('deps'), actor.id, c.req.valid('json').code), 200)
}

const autoclaimCodes: H<typeof routes.autoclaimCodes> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.autoclaimCodes(c.get('deps'), actor.id), 200)
}

const listInvoices: H<typeof routes.listInvoices> = async (c) => {
  const actor = await requireActor(c)
  return c.json({ data: await service.listInvoices(c.get('deps').db, actor) }, 200)
}

const estimateInvoice: H<typeof routes.estimateInvoice> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.estimateInvoice(c.get('deps'), actor, c.req.valid('json')), 201)
}

const commitInvoice: H<typeof routes.commitInvoice> = async (c) => {
  const actor = await requireActor(c)
  const sessionUser = await getSessionUser(c)
  const { invoice_id, pay_with, ...payment } = c.req.valid('json')
  const invoice = await service.commitInvoice(c.get('deps'), actor, {
    invoiceId: invoice_id,
    payWith: pay_with ?? 'card',
    payment,
    customerEmail: sessionUser!.email,
  })
  return c.json(invoice, 200)
}

export const tuneCreditsRouter = createRouter()
  .openapi(routes.getTuneCredits, getTuneCredits)
  .openapi(routes.checkCode, checkCode)
  .openapi(routes.claimCode, claimCode)
  .openapi(routes.autoclaimCodes, autoclaimCodes)
  .openapi(routes.listInvoices, listInvoices)
  .openapi(routes.estimateInvoice, estimateInvoice)
  .openapi(routes.commitInvoice, commitInvoice)
