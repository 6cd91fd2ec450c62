import { paths } from '@shop/domain/paths'
import { PARALLEL_UPLOADS } from '@shop/domain/tuning'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { requestedRange } from '../../http/byte-range'
import { sendAttachment } from '../../http/send-attachment'
import { loadActor, requireActor } from '../../http/session'
import { currentAttribution } from '../tracking/tracking.service'
import { visitorIdOf } from '../tracking'
import * as routes from './request-files.routes'
import * as service from './tune-requests.service'

const statusPath = paths.tuneRequest

const uploadSettings: H<typeof routes.uploadSettings> = (c) => {
  const { limits } = c.get('deps')
  return c.json(
    { parallel_uploads: PARALLEL_UPLOADS, tune_max_bytes: limits.tuneMaxBytes, log_max_bytes: limits.logMaxBytes },
    200,
  )
}

const downloadTuneRequestFile: H<typeof routes.downloadTuneRequestFile> = async (c) => {
  const { id, fileId } = c.req.valid('param')
  // A tuned file is released on delivery (decision 0038): the pipeline decides which files the caller sees.
  const file = await service.visibleFile(c.get('deps'), await requireActor(c), id, fileId)
  const range = requestedRange(c, file.size)
  return sendAttachment(c, await service.openStoredFile(c.get('deps'), file, range), file, range) as never
}

const token: H<typeof routes.tokenTuneRequest> = async (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json(await service.issueToken(c.get('deps'), await requireActor(c), c.req.valid('param').id), 200)
}

const download: H<typeof routes.downloadWithToken> = async (c) => {
  const { id, file: fileId } = c.req.valid('param')
  const deps = c.get('deps')
  const file = await service.fileForToken(deps, id, fileId, c.req.valid('query').token, (userId) =>
    loadActor(deps.db, userId),
  )
  const range = requestedRange(c, file.size)
  return sendAttachment(c, await service.openStoredFile(deps, file, range), file, range) as never
}

export const requestFilesRouter = createRouter()
  .openapi(routes.uploadSettings, uploadSettings)
  .openapi(routes.downloadTuneRequestFile, downloadTuneRequestFile)
  .openapi(routes.tokenTuneRequest, token)
  .openapi(routes.downloadWithToken, download)

// Multipart upload: the body is streamed by the service, so this is a plain route documented by uploadDocs.
requestFilesRouter.post('/v1/tune-requests', async (c) => {
  const actor = await requireActor(c)
  const deps = c.get('deps')
  const created = await service.createTuneRequest(deps, actor, c.req.raw, () =>
    currentAttribution(deps.db, { visitorId: visitorIdOf(c), userId: actor.id }, deps.clock()),
  )
  return c.json({ ...created, redirect: statusPath(created.id) }, 201)
})

for (const doc of routes.uploadDocs) requestFilesRouter.openAPIRegistry.registerPath(doc)
