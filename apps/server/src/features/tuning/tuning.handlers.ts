import { paths } from '@shop/domain/paths'
import type { Context } from 'hono'
import { PARALLEL_UPLOADS } from '@shop/domain/tuning'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import type { AppEnv } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import { sendAttachment } from '../../http/send-attachment'
import { authorize, requireActor } from '../../http/session'
import { currentAttribution } from '../tracking/tracking.service'
import { visitorIdOf } from '../tracking/visitor-cookie'
import * as routes from './tuning.routes'
import { visibleFile } from './tune-pipeline.service'
import * as service from './tuning.service'

const statusPath = paths.tuneRequest
const logPath = paths.tuningLog

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
  const file = await visibleFile(c.get('deps'), await requireActor(c), id, fileId)
  return sendAttachment(c, await service.openStoredFile(c.get('deps'), file), file) as never
}

async function readableLog(c: Context<AppEnv>, id: string) {
  await requireActor(c)
  const log = await service.findDatalog(c.get('deps').db, id)
  await authorize(c, 'tune-request:read', { ownerId: log?.ownerUserId }, { hideAs404: true })
  if (!log) throw notFound('This log')
  return log
}

const getDatalog: H<typeof routes.getDatalog> = async (c) => {
  const log = await readableLog(c, c.req.valid('param').id)
  return c.json(
    {
      id: log.id,
      original_name: log.file.originalName,
      size: log.file.size,
      sha256: log.file.sha256,
      row_count: log.rowCount,
      ...log.summary,
      created_at: log.createdAt.toISOString(),
      file_url: `/api/v1/logs/${log.id}/file`,
    },
    200,
  )
}

const downloadDatalog: H<typeof routes.downloadDatalog> = async (c) => {
  const log = await readableLog(c, c.req.valid('param').id)
  return sendAttachment(c, await service.openStoredFile(c.get('deps'), log.file), log.file) as never
}

export const tuningRouter = createRouter()
  .openapi(routes.uploadSettings, uploadSettings)
  .openapi(routes.downloadTuneRequestFile, downloadTuneRequestFile)
  .openapi(routes.getDatalog, getDatalog)
  .openapi(routes.downloadDatalog, downloadDatalog)

// Multipart uploads: the body is streamed by the service, so these are plain routes documented by uploadDocs.
tuningRouter.post('/v1/tune-requests', async (c) => {
  const actor = await requireActor(c)
  const deps = c.get('deps')
  const created = await service.createTuneRequest(deps, actor, c.req.raw, () =>
    currentAttribution(deps.db, { visitorId: visitorIdOf(c), userId: actor.id }, deps.clock()),
  )
  return c.json({ ...created, redirect: statusPath(created.id) }, 201)
})

tuningRouter.post('/v1/logs', async (c) => {
  const actor = await requireActor(c)
  const created = await service.createDatalog(c.get('deps'), actor, c.req.raw)
  return c.json({ ...created, redirect: logPath(created.id) }, 201)
})

for (const doc of routes.uploadDocs) tuningRouter.openAPIRegistry.registerPath(doc)
