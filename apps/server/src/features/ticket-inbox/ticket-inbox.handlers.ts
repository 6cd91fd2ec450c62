import { Readable } from 'node:stream'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { IdParam } from '../../http/id-param'
import { notFound } from '../../http/app-error'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { authorize, getActor } from '../../http/session'
import * as routes from './ticket-inbox.routes'
import * as service from './ticket-inbox.service'
import * as replies from './ticket-reply.service'

const listTickets: H<typeof routes.listTickets> = async (c) => {
  return c.json(await service.listTickets(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const listAssignees: H<typeof routes.listAssignees> = async (c) => {
  return c.json(await service.assignees(c.get('deps'), await getActor(c)), 200)
}

const getTicket: H<typeof routes.getTicket> = async (c) => {
  const { updatedAt, body } = await service.getTicket(c.get('deps'), await getActor(c), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const getTicketFile: H<typeof routes.getTicketFile> = async (c) => {
  const { id, fileId } = c.req.valid('param')
  const { file, stream } = await service.ticketFile(c.get('deps'), await getActor(c), id, fileId)
  c.header('Content-Type', file.contentType)
  c.header('Content-Length', String(file.size))
  c.header('Cache-Control', 'private, no-store')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
  c.header('Content-Disposition', `inline; filename="${file.name.replace(/[^\w.-]+/g, '_')}"`)
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

const changeTicket: H<typeof routes.changeTicket> = async (c) => {
  const { updatedAt, body } = await service.changeTicket(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    (since) => assertUnmodifiedSince(c, since),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const mergeTicket: H<typeof routes.mergeTicket> = async (c) => {
  const { id } = c.req.valid('param')
  const { updatedAt, body } = await service.mergeTicket(c.get('deps'), await getActor(c), id, c.req.valid('json').into)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

export const ticketInboxRouter = createRouter()
  .openapi(routes.listTickets, listTickets)
  .openapi(routes.listAssignees, listAssignees)
  .openapi(routes.getTicket, getTicket)
  .openapi(routes.getTicketFile, getTicketFile)
  .openapi(routes.changeTicket, changeTicket)
  .openapi(routes.mergeTicket, mergeTicket)

// JSON or multipart: the service reads and checks the body, so this is a plain route documented below.
ticketInboxRouter.post('/admin/tickets/:id/replies', async (c) => {
  // Refused before the body is read, as the documented routes' middleware does.
  const actor = await authorize(c, 'support:work')
  const id = IdParam.safeParse({ id: c.req.param('id') })
  if (!id.success) throw notFound('This ticket')
  const deps = c.get('deps')
  const input = await replies.readReply(c.req.raw)
  const { updatedAt, body } = await replies.reply(deps, actor, id.data.id, input)
  setLastModified(c, updatedAt)
  return c.json(body, 201)
})
ticketInboxRouter.openAPIRegistry.registerPath(routes.replyDoc)
