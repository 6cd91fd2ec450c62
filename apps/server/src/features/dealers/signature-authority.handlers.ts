import { Readable } from 'node:stream'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './signature-authority.routes'
import * as service from './signature-authority.service'

const listSignatureAuthority: H<typeof routes.listSignatureAuthority> = async (c) => {
  const slug = c.req.valid('query').dealer
  return c.json(await service.listForDealer(c.get('deps'), await getActor(c), slug), 200)
}

const createSignatureAuthority: H<typeof routes.createSignatureAuthority> = async (c) => {
  const actor = await getActor(c)
  return c.json(await service.nameSignatory(c.get('deps'), actor, c.req.valid('json'), c.get('requestId')), 201)
}

const revokeSignatureAuthority: H<typeof routes.revokeSignatureAuthority> = async (c) => {
  const actor = await getActor(c)
  return c.json(await service.revokeSignatory(c.get('deps'), actor, c.req.valid('param').id, c.get('requestId')), 200)
}

const getSignatureImage: H<typeof routes.getSignatureImage> = async (c) => {
  const { file, stream } = await service.signatureOf(c.get('deps'), await getActor(c), c.req.valid('param').id)
  c.header('Content-Type', file.contentType)
  c.header('Content-Length', String(file.size))
  c.header('Cache-Control', 'private, max-age=3600')
  c.header('Content-Disposition', 'inline')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

const createCreditLimitRequest: H<typeof routes.createCreditLimitRequest> = async (c) => {
  const deps = c.get('deps')
  const slug = c.req.valid('param').slug
  const actor = await getActor(c)
  return c.json(await service.requestCreditLimit(deps, actor, slug, c.req.valid('json'), c.get('requestId')), 201)
}

const listAdminSignatureAuthority: H<typeof routes.listAdminSignatureAuthority> = async (c) => {
  return c.json(await service.listAll(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const getAdminSignatureAuthority: H<typeof routes.getAdminSignatureAuthority> = async (c) => {
  return c.json(await service.getOne(c.get('deps'), await getActor(c), c.req.valid('param').id), 200)
}

export const signatureAuthorityRouter = createRouter()
  .openapi(routes.listSignatureAuthority, listSignatureAuthority)
  .openapi(routes.createSignatureAuthority, createSignatureAuthority)
  .openapi(routes.revokeSignatureAuthority, revokeSignatureAuthority)
  .openapi(routes.getSignatureImage, getSignatureImage)
  .openapi(routes.createCreditLimitRequest, createCreditLimitRequest)
  .openapi(routes.listAdminSignatureAuthority, listAdminSignatureAuthority)
  .openapi(routes.getAdminSignatureAuthority, getAdminSignatureAuthority)
