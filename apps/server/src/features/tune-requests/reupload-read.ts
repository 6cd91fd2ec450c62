import type { Actor } from '@shop/domain/accounts'
import { forbidden } from '../../http/app-error'
import { acceptUpload, keepingUpload, storedFileOf } from './accept-upload'
import { partyOf, readable, statusOf, withLocked, type Deps } from './request-access'
import { allows, refused, transition } from './request-transition'
import * as repo from './tune-requests.repository'

// The customer's read on an existing request: a corrected read after a rejection, or the first read of a
// request paid from a store order. Through the one upload door (decision 0074).

/**
 * The customer replaces a rejected read, or sends the first read of a request paid from a store order
 * (`awaiting-read`, decision 0069); either way the request returns to its funding status without paying again.
 */
export async function reupload(deps: Deps, actor: Actor, id: number, request: Request) {
  const row = await readable(deps.db, actor, id)
  const party = partyOf(actor, row)
  const first = statusOf(row) === 'awaiting-read'
  const event = first ? 'attach-read' : 'reupload'
  if (!allows(row, event, party)) throw party === 'worker' ? forbidden() : refused(statusOf(row))
  const upload = await acceptUpload(deps, request, 'tune')
  return keepingUpload(deps, upload, () =>
    withLocked(deps, actor, id, async (tx, locked) => {
      const now = deps.clock()
      const role = first ? 'original' : 'reupload'
      await repo.insertTunedFile(tx, id, storedFileOf(actor.id, upload, 'tune'), role, now)
      const status = await transition(tx, locked, event, party, actor.id, now, {
        note: upload.name,
        pipeline: { rejectionReason: null },
      })
      return { id, status }
    }),
  )
}
