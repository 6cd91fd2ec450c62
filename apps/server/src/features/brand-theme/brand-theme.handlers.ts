import { Readable } from 'node:stream'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { authorize, getActor } from '../../http/session'
import * as routes from './brand-theme.routes'
import * as service from './brand-theme.service'

const getAdminTheme: H<typeof routes.getAdminTheme> = async (c) => {
  return c.json(await service.getTheme(c.get('deps'), await getActor(c)), 200)
}

const putAdminTheme: H<typeof routes.putAdminTheme> = async (c) => {
  const saved = await service.saveTheme(c.get('deps'), await getActor(c), c.req.valid('json'), c.get('requestId'))
  return c.json(saved, 200)
}

const getLogo: H<typeof routes.getLogo> = async (c) => {
  const { stream, contentType } = await service.logoImage(c.get('deps'), c.req.valid('param').name)
  c.header('Content-Type', contentType)
  // A name is never reused: a new logo is a new upload.
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

export const brandThemeRouter = createRouter()
  .openapi(routes.getAdminTheme, getAdminTheme)
  .openapi(routes.putAdminTheme, putAdminTheme)
  .openapi(routes.getLogo, getLogo)

// Multipart: the form is read and checked by the service (after who may), so this is a plain route documented by its
// contract.
brandThemeRouter.post('/admin/theme/logo', async (c) => {
  // Who may comes first: a stranger learns "log in", a customer or an Admin "forbidden".
  await authorize(c, 'superadmin:manage')
  return c.json(await service.uploadLogo(c.get('deps'), await getActor(c), c.req.raw), 201)
})
brandThemeRouter.openAPIRegistry.registerPath(routes.uploadLogoDoc)
