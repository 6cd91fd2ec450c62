import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor } from '../../http/session'
import * as routes from './dealer-settings.routes'
import * as service from './dealer-settings.service'

const getSettings: H<typeof routes.getSettings> = async (c) => {
  const settings = await service.getSettings(c.get('deps'), await getActor(c), c.req.valid('param').slug)
  setLastModified(c, new Date(settings.updated_at))
  return c.json(settings, 200)
}

const putSettings: H<typeof routes.putSettings> = async (c) => {
  const settings = await service.saveSettings(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('json'),
    { assertFresh: (updatedAt) => assertUnmodifiedSince(c, updatedAt), requestId: c.get('requestId') },
  )
  setLastModified(c, new Date(settings.updated_at))
  return c.json(settings, 200)
}

const listAddresses: H<typeof routes.listAddresses> = async (c) => {
  return c.json(await service.listAddresses(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const listTools: H<typeof routes.listTools> = async (c) => {
  return c.json(await service.listTools(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const putTools: H<typeof routes.putTools> = async (c) => {
  const { slug } = c.req.valid('param')
  const saved = await service.saveTools(c.get('deps'), await getActor(c), slug, c.req.valid('json'), c.get('requestId'))
  return c.json(saved, 200)
}

const listSpecializations: H<typeof routes.listSpecializations> = async (c) => {
  return c.json(await service.listSpecializations(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const putSpecializations: H<typeof routes.putSpecializations> = async (c) => {
  const { slug } = c.req.valid('param')
  const input = c.req.valid('json')
  return c.json(
    await service.saveSpecializations(c.get('deps'), await getActor(c), slug, input, c.get('requestId')),
    200,
  )
}

const listAllSpecializations: H<typeof routes.listAllSpecializations> = async (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(await service.allSpecializations(c.get('deps')), 200)
}

export const dealerSettingsRouter = createRouter()
  .openapi(routes.getSettings, getSettings)
  .openapi(routes.putSettings, putSettings)
  .openapi(routes.listAddresses, listAddresses)
  .openapi(routes.listTools, listTools)
  .openapi(routes.putTools, putTools)
  .openapi(routes.listSpecializations, listSpecializations)
  .openapi(routes.putSpecializations, putSpecializations)
  .openapi(routes.listAllSpecializations, listAllSpecializations)
