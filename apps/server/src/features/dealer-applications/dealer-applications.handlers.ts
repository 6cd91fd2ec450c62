import { Readable } from 'node:stream'
import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { regionOfRequest } from '../../http/region'
import { lookUpSession, requireActor } from '../../http/session'
import { displayCurrencyOf } from '@shop/domain/regions'
import * as routes from './dealer-applications.routes'
import * as service from './dealer-applications.service'
import * as locator from './dealer-locator.service'

const getMyApplication: H<typeof routes.getMyApplication> = async (c) => {
  return c.json(await service.myApplication(c.get('deps'), await requireActor(c)), 200)
}

const getDealerToolOffers: H<typeof routes.getDealerToolOffers> = async (c) => {
  const deps = c.get('deps')
  const { user } = await lookUpSession(c)
  const currency = displayCurrencyOf(deps.siteConfig, {
    wanted: c.req.valid('query').currency,
    preferred: user?.preferred_display_currency ?? null,
    region: regionOfRequest(c),
  })
  return c.json(await locator.dealerToolOffers(deps, currency), 200)
}

const getDealersNearby: H<typeof routes.getDealersNearby> = async (c) => {
  return c.json(await locator.dealersNearby(c.get('deps'), c.req.valid('query'), regionOfRequest(c)), 200)
}

const contactRepresentatives: H<typeof routes.contactRepresentatives> = async (c) => {
  const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown'
  return c.json(await service.contactRepresentatives(c.get('deps'), c.req.valid('json'), ip), 201)
}

const listApplications: H<typeof routes.listApplications> = async (c) => {
  return c.json(await service.listApplications(c.get('deps'), c.req.valid('query')), 200)
}

const getApplication: H<typeof routes.getApplication> = async (c) => {
  return c.json(await service.readApplication(c.get('deps'), c.req.valid('param').id), 200)
}

const getApplicationDocument: H<typeof routes.getApplicationDocument> = async (c) => {
  const { id, documentId } = c.req.valid('param')
  const { document, stream } = await service.applicationDocument(c.get('deps'), id, documentId)
  c.header('Content-Type', document.contentType)
  c.header('Content-Length', String(document.size))
  c.header('Cache-Control', 'private, no-store')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Disposition', `inline; filename="${document.name.replace(/[^\w.-]+/g, '_')}"`)
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

const approveApplication: H<typeof routes.approveApplication> = async (c) => {
  const actor = await requireActor(c)
  const body = await service.approveApplication(c.get('deps'), actor, c.req.valid('param').id, c.get('requestId'))
  return c.json(body, 200)
}

const refuseApplication: H<typeof routes.refuseApplication> = async (c) => {
  const actor = await requireActor(c)
  const { id } = c.req.valid('param')
  const { reason } = c.req.valid('json')
  return c.json(await service.refuseApplication(c.get('deps'), actor, id, reason, c.get('requestId')), 200)
}

export const dealerApplicationsRouter = createRouter()
  .openapi(routes.getMyApplication, getMyApplication)
  .openapi(routes.getDealerToolOffers, getDealerToolOffers)
  .openapi(routes.getDealersNearby, getDealersNearby)
  .openapi(routes.contactRepresentatives, contactRepresentatives)
  .openapi(routes.listApplications, listApplications)
  .openapi(routes.getApplication, getApplication)
  .openapi(routes.getApplicationDocument, getApplicationDocument)
  .openapi(routes.approveApplication, approveApplication)
  .openapi(routes.refuseApplication, refuseApplication)

// Multipart: the form is read and checked by the service, so this is a plain route documented below.
dealerApplicationsRouter.post('/v1/become-dealer', async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.submitApplication(c.get('deps'), actor, c.req.raw), 201)
})
dealerApplicationsRouter.openAPIRegistry.registerPath(routes.submitApplicationDoc)
