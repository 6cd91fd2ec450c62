import { Readable } from 'node:stream'
import { slugOfPageKey } from '@shop/domain/pages'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import { resolveCaller } from '../catalog'
import { contentImage, uploadContentImage } from './content-images.service'
import * as routes from './pages.routes'
import * as service from './pages.service'
import { toolChart } from './tool-chart.service'

/** The slug of the `{slug}` key (its schema has checked that it names one). */
const slugOf = (key: string) => slugOfPageKey(key)!

/** Whether If-None-Match names this tag (weak or strong: a compressed answer's tag is weakened). */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)

const getEditablePage: H<typeof routes.getEditablePage> = async (c) => {
  const { page, etag, updatedAt } = await service.publicPage(c.get('deps'), slugOf(c.req.valid('param').slug))
  c.header('ETag', etag)
  c.header('Last-Modified', updatedAt.toUTCString())
  // Asked again every time, answered 304 while unchanged: a save shows at once.
  c.header('Cache-Control', 'public, no-cache')
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304) as never
  return c.json(page, 200)
}

const listPages: H<typeof routes.listPages> = async (c) =>
  c.json(await service.listPages(c.get('deps'), await getActor(c)), 200)

const getPage: H<typeof routes.getPage> = async (c) =>
  c.json(await service.readPage(c.get('deps'), await getActor(c), slugOf(c.req.valid('param').slug)), 200)

const savePage: H<typeof routes.savePage> = async (c) => {
  const slug = slugOf(c.req.valid('param').slug)
  const saved = await service.savePage(c.get('deps'), await getActor(c), slug, c.req.valid('json'), c.get('requestId'))
  return c.json(saved, 200)
}

const listVersions: H<typeof routes.listVersions> = async (c) =>
  c.json(await service.listVersions(c.get('deps'), await getActor(c), slugOf(c.req.valid('param').slug)), 200)

const getVersion: H<typeof routes.getVersion> = async (c) => {
  const { slug, n } = c.req.valid('param')
  return c.json(await service.readVersion(c.get('deps'), await getActor(c), slugOf(slug), n), 200)
}

const diffVersions: H<typeof routes.diffVersions> = async (c) => {
  const { slug, n } = c.req.valid('param')
  const { against } = c.req.valid('query')
  return c.json(await service.diffVersions(c.get('deps'), await getActor(c), slugOf(slug), n, against), 200)
}

const restoreVersion: H<typeof routes.restoreVersion> = async (c) => {
  const { slug, n } = c.req.valid('param')
  const restored = await service.restoreVersion(c.get('deps'), await getActor(c), slugOf(slug), n, c.get('requestId'))
  return c.json(restored, 201)
}

const getContentImage: H<typeof routes.getContentImage> = async (c) => {
  const { stream, contentType } = await contentImage(c.get('deps'), c.req.valid('param').name)
  c.header('Content-Type', contentType)
  c.header('X-Content-Type-Options', 'nosniff')
  // A name is never reused: a new image is a new upload.
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

const getToolChart: H<typeof routes.getToolChart> = async (c) => {
  const caller = await resolveCaller(c, c.req.valid('query').currency)
  return c.json(await toolChart(c.get('deps'), c.req.valid('param').id, caller.currency), 200)
}

export const pagesRouter = createRouter()
  .openapi(routes.getEditablePage, getEditablePage)
  .openapi(routes.listPages, listPages)
  .openapi(routes.getPage, getPage)
  .openapi(routes.savePage, savePage)
  .openapi(routes.listVersions, listVersions)
  .openapi(routes.getVersion, getVersion)
  .openapi(routes.diffVersions, diffVersions)
  .openapi(routes.restoreVersion, restoreVersion)
  .openapi(routes.getContentImage, getContentImage)
  .openapi(routes.getToolChart, getToolChart)

// Multipart: the form is read and checked by the service (who may, first), so this is a plain route documented below.
pagesRouter.post('/v1/content/images', async (c) => {
  return c.json(await uploadContentImage(c.get('deps'), await getActor(c), c.req.raw), 201)
})
pagesRouter.openAPIRegistry.registerPath(routes.uploadContentImageDoc)
