import { Readable } from 'node:stream'
import { DealerParamSchema } from '@shop/domain/dealers'
import { validationFailed } from '../../http/app-error'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-branding.routes'
import * as service from './dealer-branding.service'

const getBranding: H<typeof routes.getBranding> = async (c) => {
  return c.json(await service.getBranding(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const putBranding: H<typeof routes.putBranding> = async (c) => {
  const { slug } = c.req.valid('param')
  const saved = await service.saveBranding(
    c.get('deps'),
    await getActor(c),
    slug,
    c.req.valid('json'),
    c.get('requestId'),
  )
  return c.json(saved, 200)
}

const getLogo: H<typeof routes.getLogo> = async (c) => {
  const { stream, contentType } = await service.logoImage(c.get('deps'), c.req.valid('param').fileId)
  c.header('Content-Type', contentType)
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  c.header('X-Content-Type-Options', 'nosniff')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

export const dealerBrandingRouter = createRouter()
  .openapi(routes.getBranding, getBranding)
  .openapi(routes.putBranding, putBranding)
  .openapi(routes.getLogo, getLogo)

// Multipart: the form is read and checked by the service after `dealerFor` (who may comes first), so this is a plain
// route documented by its contract.
dealerBrandingRouter.post('/v1/dealers/:slug/branding/logo', async (c) => {
  const slug = DealerParamSchema.safeParse({ slug: c.req.param('slug') })
  if (!slug.success) throw validationFailed({ slug: ['slug must be a dealer’s slug'] })
  return c.json(await service.uploadLogo(c.get('deps'), await getActor(c), slug.data.slug, c.req.raw), 201)
})
dealerBrandingRouter.openAPIRegistry.registerPath(routes.uploadLogoDoc)
