import type { Actor } from '@shop/domain/accounts'
import { UPLOAD_ERRORS } from '@shop/domain/errors'
import type { AppDeps } from '../../http/app-env'
import { AppError } from '../../http/app-error'
import { acceptUpload, keepingUpload, storedFileOf } from '../tune-requests/tune-requests.service'
import * as repository from './datalogs.repository'

// Datalogs (SPEC §4 graphing endpoint): a log comes in through the tune requests' upload door (decision 0074),
// is parsed off the request thread (decision 0065) and stored with its channel summary for the graph page.

/** SPEC §4: a log goes to the graphing endpoint: parsed, stored with its channel summary. */
export async function createDatalog(deps: AppDeps, actor: Actor, request: Request): Promise<{ id: string }> {
  const upload = await acceptUpload(deps, request, 'log')
  const unrecognized = () => new AppError(422, 'log_unrecognized', UPLOAD_ERRORS.logUnrecognized)
  // Nothing is kept of a log that was not recorded: refused, unreadable, failed in its parse or its insert.
  return keepingUpload(deps, upload, async () => {
    if (upload.detection.isZip) throw unrecognized()
    const source = await deps.files.get(upload.stored.key)
    if (!source) throw unrecognized()
    // Seconds of CPU for a big log: in a worker thread, so other requests are answered meanwhile (decision 0065).
    const parsed = await deps.datalogs.parse(source)
    if (!parsed.ok) throw unrecognized()
    return await repository.insertDatalog(deps.db, {
      file: storedFileOf(actor.id, upload, 'log'),
      summary: parsed.summary,
      rowCount: parsed.rowCount,
      now: deps.clock(),
    })
  })
}

export const findDatalog = repository.findDatalog
