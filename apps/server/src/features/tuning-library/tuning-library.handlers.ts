import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { requireActor } from '../../http/session'
import * as repository from './tuning-library.repository'
import * as routes from './tuning-library.routes'

const listTuningFiles: H<typeof routes.listTuningFiles> = async (c) => {
  const actor = await requireActor(c)
  const rows = await repository.filesOf(c.get('deps').db, actor.id, c.req.valid('query').role)
  return c.json(
    {
      data: rows.map((row) => ({
        id: row.id,
        tune_request_id: row.tuneRequestId,
        request_status: row.requestStatus,
        vehicle: row.vehicle,
        ecu: row.ecu,
        role: row.role as 'original' | 'tuned' | 'reupload',
        original_name: row.originalName,
        size: row.size,
        sha256: row.sha256,
        created_at: row.createdAt.toISOString(),
        download_url: `/api/v1/tune-requests/${row.tuneRequestId}/files/${row.id}`,
      })),
    },
    200,
  )
}

export const tuningLibraryRouter = createRouter().openapi(routes.listTuningFiles, listTuningFiles)
