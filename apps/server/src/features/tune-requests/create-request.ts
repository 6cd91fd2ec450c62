import { can, type Actor } from '@shop/domain/accounts'
import type { AppDeps } from '../../http/app-env'
import { forbidden } from '../../http/app-error'
import { acceptUpload, keepingUpload, storedFileOf } from './accept-upload'
import { partyOf, resourceOf, statusOf, withLocked, type Deps } from './request-access'
import { insertTuneRequest } from './request-files.repository'
import { refused, transition } from './request-transition'
import * as repo from './tune-requests.repository'

// A request's start and its customer's own details: created by uploading a read, edited, cancelled.

const field = (fields: Record<string, string>, name: string, max: number) => (fields[name] ?? '').trim().slice(0, max)

/** SPEC §4: a tune file creates a tune request (status 'created') owned by the uploader. */
export async function createTuneRequest(
  deps: Pick<AppDeps, 'db' | 'files' | 'limits' | 'clock'>,
  actor: Actor,
  request: Request,
  attribution: () => Promise<string | null>,
): Promise<{ id: number; status: string }> {
  const upload = await acceptUpload(deps, request, 'tune')
  // A dealer uploading works for the dealer: its members see the request (PERMISSIONS.md).
  const dealer = actor.memberships.find((m) => m.kind === 'dealer')
  return keepingUpload(deps, upload, async () =>
    insertTuneRequest(deps.db, {
      file: storedFileOf(actor.id, upload, 'tune'),
      dealerOrgId: dealer?.organizationId ?? null,
      vehicleDescription: field(upload.fields, 'vehicle', 200),
      ecuDescription: field(upload.fields, 'ecu', 200),
      customerNote: field(upload.fields, 'note', 2000),
      attributionTag: await attribution(),
      now: deps.clock(),
    }),
  )
}

export async function updateDetails(
  deps: Deps,
  actor: Actor,
  id: number,
  patch: { vehicle_description?: string; ecu_description?: string; customer_note?: string },
  assertFresh: (updatedAt: Date) => void,
) {
  return withLocked(deps, actor, id, async (tx, row) => {
    if (!can(actor, 'tune-request:write', resourceOf(row))) throw forbidden()
    assertFresh(row.updatedAt)
    if (statusOf(row) === 'delivered' || statusOf(row) === 'cancelled') throw refused(statusOf(row))
    await repo.setStatus(tx, id, {
      ...(patch.vehicle_description !== undefined && { vehicleDescription: patch.vehicle_description }),
      ...(patch.ecu_description !== undefined && { ecuDescription: patch.ecu_description }),
      ...(patch.customer_note !== undefined && { customerNote: patch.customer_note }),
      updatedAt: deps.clock(),
    })
  })
}

export async function cancel(deps: Deps, actor: Actor, id: number) {
  return withLocked(deps, actor, id, (tx, row) =>
    transition(tx, row, 'cancel', partyOf(actor, row), actor.id, deps.clock()),
  )
}
