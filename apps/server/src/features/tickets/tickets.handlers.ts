import type { Context } from 'hono'
import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'
import type { AppEnv } from '../../http/app-env'
import { forbidden, validationFailed } from '../../http/app-error'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { IdParam } from '../../http/id-param'
import { sendAttachment } from '../../http/send-attachment'
import { lookUpSession, requireActor } from '../../http/session'
import { issuesToFieldErrors } from '../../http/zod-issues'
import * as routes from './tickets.routes'
import * as service from './tickets.service'

async function askerOf(c: Context<AppEnv>): Promise<service.Asker> {
  const { actor, sessionUser } = await lookUpSession(c)
  return { actor, user: actor ? sessionUser : null, ip: c.req.header(CLIENT_IP_HEADER) ?? 'unknown' }
}

/** The `{id}` of a multipart route (no contract validates its path). */
function idOf(c: Context<AppEnv>): number {
  const parsed = IdParam.safeParse({ id: c.req.param('id') })
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  return parsed.data.id
}

const listCustomerTickets: H<typeof routes.listCustomerTickets> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.customerTickets(c.get('deps'), actor, c.req.valid('query')), 200)
}

const getTicket: H<typeof routes.getTicket> = async (c) => {
  const deps = c.get('deps')
  const row = await service.ownedTicket(deps, await requireActor(c), c.req.valid('param').id)
  return c.json(await service.customerTicketOut(deps, row, { kind: 'owner' }), 200)
}

const getTicketByToken: H<typeof routes.getTicketByToken> = async (c) => {
  const deps = c.get('deps')
  const { id, token } = c.req.valid('param')
  const row = await service.ticketByToken(deps, id, token)
  return c.json(await service.customerTicketOut(deps, row, { kind: 'token', token }), 200)
}

const download = async (c: Context<AppEnv>, found: Awaited<ReturnType<typeof service.ticketFile>>) => {
  c.header('X-Content-Type-Options', 'nosniff')
  return sendAttachment(c, found.stream, found.file)
}

const getTicketFile: H<typeof routes.getTicketFile> = async (c) => {
  const deps = c.get('deps')
  const { id, fileId } = c.req.valid('param')
  const row = await service.ownedTicket(deps, await requireActor(c), id)
  return (await download(c, await service.ticketFile(deps, row, fileId))) as never
}

const getTicketFileByToken: H<typeof routes.getTicketFileByToken> = async (c) => {
  const deps = c.get('deps')
  const { id, token, fileId } = c.req.valid('param')
  const row = await service.ticketByToken(deps, id, token)
  return (await download(c, await service.ticketFile(deps, row, fileId))) as never
}

export const ticketsRouter = createRouter()
  .openapi(routes.listCustomerTickets, listCustomerTickets)
  .openapi(routes.getTicket, getTicket)
  .openapi(routes.getTicketByToken, getTicketByToken)
  .openapi(routes.getTicketFile, getTicketFile)
  .openapi(routes.getTicketFileByToken, getTicketFileByToken)

// Multipart: the forms are read and checked by the service, so these are plain routes documented below.
ticketsRouter.post('/v1/tickets', async (c) => {
  return c.json(await service.openCustomerTicket(c.get('deps'), await askerOf(c), c.req.raw), 201)
})
ticketsRouter.post('/v1/tickets/:id/messages', async (c) => {
  const deps = c.get('deps')
  const actor = await requireActor(c)
  const id = idOf(c)
  const row = await service.ownedTicket(deps, actor, id)
  // Staff see every ticket but answer in the inbox, never as the customer.
  if (row.userId !== actor.id) throw forbidden()
  const asker = await askerOf(c)
  return c.json(await service.replyAsCustomer(deps, asker, row, { kind: 'owner' }, c.req.raw), 201)
})
ticketsRouter.post('/v1/tickets/:id/access/:token/messages', async (c) => {
  const deps = c.get('deps')
  const id = idOf(c)
  const token = c.req.param('token')
  const row = await service.ticketByToken(deps, id, token)
  const asker = await askerOf(c)
  return c.json(await service.replyAsCustomer(deps, asker, row, { kind: 'token', token }, c.req.raw), 201)
})
for (const doc of [routes.openTicketDoc, routes.replyDoc, routes.replyByTokenDoc]) {
  ticketsRouter.openAPIRegistry.registerPath(doc)
}
