import { paths } from '@shop/domain/paths'
import type { Context } from 'hono'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import type { AppEnv } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import { requestedRange } from '../../http/byte-range'
import { sendAttachment } from '../../http/send-attachment'
import { authorize, requireActor } from '../../http/session'
import { openStoredFile } from '../tune-requests/tune-requests.service'
import * as routes from './datalogs.routes'
import * as service from './datalogs.service'

const logPath = paths.tuningLog

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
  const range = requestedRange(c, log.file.size)
  return sendAttachment(c, await openStoredFile(c.get('deps'), log.file, range), log.file, range) as never
}

export const datalogsRouter = createRouter()
  .openapi(routes.getDatalog, getDatalog)
  .openapi(routes.downloadDatalog, downloadDatalog)

// Multipart upload: the body is streamed by the service, so this is a plain route documented by uploadDatalogDoc.
datalogsRouter.post('/v1/logs', async (c) => {
  const actor = await requireActor(c)
  const created = await service.createDatalog(c.get('deps'), actor, c.req.raw)
  return c.json({ ...created, redirect: logPath(created.id) }, 201)
})

datalogsRouter.openAPIRegistry.registerPath(routes.uploadDatalogDoc)
