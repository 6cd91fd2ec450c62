import type { Context } from 'hono'
import { TUNE_REQUEST_STATUS_LABELS, WorkerActionSchema, type TuneRequestStatus } from '@shop/domain/tuning'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import type { AppEnv } from '../../http/app-env'
import { notFound, validationFailed } from '../../http/app-error'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { requireActor } from '../../http/session'
import { issuesToFieldErrors } from '../../http/zod-issues'
import * as routes from './tune-requests.routes'
import type { RequestRow } from './tune-requests.repository'
import * as service from './tune-requests.service'

const label = (status: string) => TUNE_REQUEST_STATUS_LABELS[status as TuneRequestStatus] ?? status
const status = (value: string) => value as TuneRequestStatus

type Summary = Pick<RequestRow, 'id' | 'status' | 'vehicleDescription' | 'createdAt' | 'updatedAt'> & {
  vehicle: NonNullable<RequestRow['pipeline']>['vehicle'] | null
  estimate: NonNullable<RequestRow['pipeline']>['estimate'] | null
}

const summaryOf = (row: Summary) => ({
  id: row.id,
  status: status(row.status),
  status_label: label(row.status),
  vehicle_description: row.vehicleDescription,
  vehicle: row.vehicle ?? null,
  total: row.estimate ? { amount_minor: row.estimate.total_minor, currency: row.estimate.currency } : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

async function detailOf(c: Context<AppEnv>, id: number) {
  const actor = await requireActor(c)
  const view = await service.detail(c.get('deps'), actor, id)
  const { row } = view
  const p = row.pipeline
  setLastModified(c, row.updatedAt)
  return {
    ...summaryOf({ ...row, vehicle: p?.vehicle ?? null, estimate: p?.estimate ?? null }),
    ecu_description: row.ecuDescription,
    customer_note: row.customerNote,
    funding: (p?.funding ?? null) as 'paid' | 'pay-later' | 'free' | 'raw' | null,
    party: view.party,
    actions: view.actions,
    estimate: p?.estimate ?? null,
    credit_price: view.party === 'customer' ? await service.creditPriceOf(c.get('deps'), p?.estimate) : null,
    disclaimer: { ...view.disclaimer, agreed_sha256: p?.disclaimerSha256 ?? null },
    payment:
      p?.paidAt && p.paidCurrency
        ? {
            amount_minor: Number(p.paidAmountMinor ?? 0n),
            currency: p.paidCurrency,
            provider: p.paymentProvider,
            paid_at: p.paidAt.toISOString(),
          }
        : null,
    rejection_reason: p?.rejectionReason ?? null,
    worker_note: p?.workerNote ?? null,
    tuned_file_waiting: view.tunedFileWaiting,
    files: view.files.map((file) => ({
      id: file.id,
      role: file.role as 'original' | 'tuned' | 'reupload',
      original_name: file.originalName,
      size: file.size,
      sha256: file.sha256,
      created_at: file.createdAt.toISOString(),
      download_url: `/api/v1/tune-requests/${id}/files/${file.id}`,
    })),
    timeline: view.events.map((event) => ({
      event: event.event,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      note: event.note,
      by: event.actorName ?? null,
      at: event.createdAt.toISOString(),
    })),
  }
}

const list: H<typeof routes.listTuneRequests> = async (c) => {
  const actor = await requireActor(c)
  const { rows, meta } = await service.listOwn(c.get('deps'), actor, c.req.valid('query'))
  return c.json({ data: rows.map(summaryOf), meta }, 200)
}

const dealers: H<typeof routes.listDealers> = async (c) =>
  c.json({ data: await service.dealersFor(await requireActor(c)) }, 200)

const get: H<typeof routes.getTuneRequest> = async (c) => {
  const { id } = c.req.valid('param')
  if (c.req.valid('query').poll !== undefined) {
    const actor = await requireActor(c)
    const row = await service.readable(c.get('deps').db, actor, id)
    c.header('Cache-Control', 'no-store')
    return c.json(
      { id, status: status(row.status), status_label: label(row.status), updated_at: row.updatedAt.toISOString() },
      200,
    )
  }
  return c.json(await detailOf(c, id), 200)
}

const patch: H<typeof routes.patchTuneRequest> = async (c) => {
  const { id } = c.req.valid('param')
  const actor = await requireActor(c)
  await service.updateDetails(c.get('deps'), actor, id, c.req.valid('json'), (updatedAt) =>
    assertUnmodifiedSince(c, updatedAt),
  )
  return c.json(await detailOf(c, id), 200)
}

const cancel: H<typeof routes.deleteTuneRequest> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json({ id, status: await service.cancel(c.get('deps'), await requireActor(c), id) }, 200)
}

const estimate: H<typeof routes.estimateTuneRequest> = async (c) =>
  c.json(
    await service.estimate(c.get('deps'), await requireActor(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  )

const pay: H<typeof routes.payTuneRequest> = async (c) => {
  const actor = await requireActor(c)
  const key = c.req.valid('header')['idempotency-key']
  return c.json(await service.pay(c.get('deps'), actor, c.req.valid('param').id, c.req.valid('json'), key), 200)
}

const payLater: H<typeof routes.payLaterTuneRequest> = async (c) =>
  c.json(
    await service.payLater(c.get('deps'), await requireActor(c), c.req.valid('param').id, c.req.valid('json')),
    200,
  )

const free: H<typeof routes.freeTuneRequest> = async (c) => {
  const note = (await c.req.json().catch(() => ({}))) as { note?: unknown }
  const text = typeof note.note === 'string' ? note.note.slice(0, 4000) : ''
  return c.json(await service.free(c.get('deps'), await requireActor(c), c.req.valid('param').id, text), 200)
}

const raw: H<typeof routes.rawTuneRequest> = async (c) =>
  c.json(await service.raw(c.get('deps'), await requireActor(c), c.req.valid('param').id, c.req.valid('json')), 200)

const help: H<typeof routes.helpTuneRequest> = async (c) =>
  c.json(
    await service.help(c.get('deps'), await requireActor(c), c.req.valid('param').id, c.req.valid('json').message),
    200,
  )

const support: H<typeof routes.supportTuneRequest> = async (c) =>
  c.json(await service.support(c.get('deps'), await requireActor(c), c.req.valid('param').id, c.req.valid('json')), 200)

const recent: H<typeof routes.recentUpdates> = async (c) => {
  const rows = await service.recentUpdates(c.get('deps'), await requireActor(c))
  c.header('Cache-Control', 'no-store')
  return c.json(
    {
      data: rows.map((row) => ({
        id: row.id,
        status: status(row.status),
        status_label: label(row.status),
        updated_at: row.updatedAt.toISOString(),
      })),
    },
    200,
  )
}

const payWithCredits: H<typeof routes.applyTuneCredits> = async (c) => {
  const actor = await requireActor(c)
  const { tune_request_id, ...input } = c.req.valid('json')
  // One path for every credit payment: the request records it like a money payment (decision 0050).
  return c.json(await service.payWithCredits(c.get('deps'), actor, tune_request_id, input), 200)
}

const board: H<typeof routes.getPipeline> = async (c) => {
  const actor = await requireActor(c)
  const columns = await service.board(c.get('deps'), actor)
  return c.json(
    {
      columns: columns.map((column) => ({
        id: column.id,
        title: column.title,
        requests: column.requests.map((row) => ({
          ...summaryOf(row),
          customer: { name: row.ownerName, email: row.ownerEmail },
          assigned_to_me: row.assignedStaffUserId === actor.id,
          assigned: row.assignedStaffUserId !== null || row.assignedTunerOrgId !== null,
          tuned_files: row.tunedFiles,
          rejection_reason: row.rejectionReason ?? null,
        })),
      })),
    },
    200,
  )
}

export const tuneRequestsRouter = createRouter()
  .openapi(routes.listTuneRequests, list)
  .openapi(routes.listDealers, dealers)
  .openapi(routes.getTuneRequest, get)
  .openapi(routes.patchTuneRequest, patch)
  .openapi(routes.deleteTuneRequest, cancel)
  .openapi(routes.estimateTuneRequest, estimate)
  .openapi(routes.payTuneRequest, pay)
  .openapi(routes.payLaterTuneRequest, payLater)
  .openapi(routes.freeTuneRequest, free)
  .openapi(routes.rawTuneRequest, raw)
  .openapi(routes.helpTuneRequest, help)
  .openapi(routes.supportTuneRequest, support)
  .openapi(routes.recentUpdates, recent)
  .openapi(routes.getPipeline, board)
  .openapi(routes.applyTuneCredits, payWithCredits)

// Worker actions: JSON, or multipart for the tuned file (streamed, so no validator reads the body first).
tuneRequestsRouter.post('/v1/pipeline', async (c) => {
  const actor = await requireActor(c)
  const deps = c.get('deps')
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    return c.json(await service.uploadTuned(deps, actor, c.req.raw), 200)
  }
  const parsed = WorkerActionSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  return c.json(await service.workerAction(deps, actor, parsed.data), 200)
})

tuneRequestsRouter.post('/v1/tune-requests/:id/reupload', async (c) => {
  const actor = await requireActor(c)
  const id = Number(c.req.param('id'))
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound('This tune request')
  return c.json(await service.reupload(c.get('deps'), actor, id, c.req.raw), 200)
})

tuneRequestsRouter.openAPIRegistry.registerPath(routes.pipelineDoc)
tuneRequestsRouter.openAPIRegistry.registerPath(routes.reuploadDoc)
