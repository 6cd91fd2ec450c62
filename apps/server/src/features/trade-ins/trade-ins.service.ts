import { ERROR_TEXTS } from '@shop/domain/errors'
import { Readable } from 'node:stream'
import { isStaff, type Actor } from '@shop/domain/accounts'
import {
  imageTypeOf,
  TRADE_IN_CONDITION_LABELS,
  TRADE_IN_MAX_PHOTOS,
  TRADE_IN_PHOTO_MAX_BYTES,
  TRADE_IN_STATUS_LABELS,
  TradeInFieldsSchema,
  type TradeInCondition,
  type TradeInStatus,
} from '@shop/domain/catalog-purchase'
import { formatMoney, type Money } from '@shop/domain/money'
import type { TradeInRequest } from '@shop/domain/trade-ins'
import { pageWindow } from '@shop/domain/paging'
import { displayCurrencyOf } from '@shop/domain/regions'
import type { AppDeps } from '../../http/app-env'
import { listOwnerOf, type OwnOrAllQuery } from '../../http/paged-list'
import { AppError, forbidden, notFound, validationFailed } from '../../http/app-error'
import { assertStorableText } from '../../http/storable-text'
import { issuesToFieldErrors } from '../../http/zod-issues'
import * as repo from './trade-ins.repository'
import { readBoundedForm } from '../../http/bounded-form'

/** The whole multipart body may not be larger than every photo at its cap plus the text fields. */
export const TRADE_IN_BODY_MAX_BYTES = TRADE_IN_MAX_PHOTOS * TRADE_IN_PHOTO_MAX_BYTES + 64 * 1024

const PHOTO_TYPES_MESSAGE = 'Photos must be JPEG, PNG or WebP images.'
const MB = TRADE_IN_PHOTO_MAX_BYTES / (1024 * 1024)

/**
 * Reads the trade-in form. The body must declare its length and stay under the cap (checked before a byte is
 * read, so an oversized upload is refused, not buffered); each photo is size-checked and recognised as an
 * image by its first bytes, whatever its name or declared type say.
 */
async function readForm(request: Request) {
  const { form, text } = await readBoundedForm(request, {
    maxBytes: TRADE_IN_BODY_MAX_BYTES,
    notMultipart: ERROR_TEXTS.tradeInNotMultipart,
    tooLarge: ERROR_TEXTS.tradeInTooLarge(TRADE_IN_MAX_PHOTOS, MB),
  })
  const parsed = TradeInFieldsSchema.safeParse({
    tool: text('tool') ?? '',
    serial_number: text('serial_number'),
    condition: text('condition'),
    description: text('description'),
  })
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  const files = form.getAll('photos').filter((value): value is File => typeof value !== 'string' && value.size > 0)
  // No contract validates this form: its text is checked as theirs is (decision 0064).
  assertStorableText({ ...parsed.data, photos: files.map((file) => file.name) })
  if (files.length > TRADE_IN_MAX_PHOTOS)
    throw validationFailed({ photos: [`Send at most ${TRADE_IN_MAX_PHOTOS} photos.`] })
  const photos = []
  for (const file of files) {
    if (file.size > TRADE_IN_PHOTO_MAX_BYTES)
      throw new AppError(413, 'payload_too_large', ERROR_TEXTS.photoTooLarge(file.name, MB))
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = imageTypeOf(bytes.subarray(0, 16))
    if (!contentType) throw validationFailed({ photos: [PHOTO_TYPES_MESSAGE] })
    photos.push({ name: file.name.slice(0, 200) || 'photo', bytes, contentType })
  }
  return { fields: parsed.data, photos }
}

export async function createTradeIn(deps: AppDeps, actor: Actor, request: Request) {
  const { fields, photos } = await readForm(request)
  const stored = []
  try {
    for (const photo of photos) {
      const object = await deps.files.put(Readable.from([photo.bytes]), {
        maxBytes: TRADE_IN_PHOTO_MAX_BYTES,
        prefix: 'tradein',
        contentType: photo.contentType,
      })
      stored.push({ ...object, photo })
    }
    const row = await repo.insertTradeIn(
      deps.db,
      {
        userId: actor.id,
        tool: fields.tool,
        serialNumber: fields.serial_number,
        condition: fields.condition,
        description: fields.description,
      },
      stored.map(({ key, size, sha256, photo }) => ({
        storageKey: key,
        size,
        sha256,
        contentType: photo.contentType,
        originalName: photo.name,
      })),
    )
    const owner = await repo.ownerOf(deps.db, actor.id)
    if (owner) {
      await deps.mailer.send({
        to: owner.email,
        subject: `${deps.siteConfig.brandName}: we received your trade-in request #${row.id}`,
        text: [
          `Thank you, ${owner.name}. We received your request to trade in your ${row.tool}`,
          `(${TRADE_IN_CONDITION_LABELS[row.condition as TradeInCondition]}, ${stored.length} photo${stored.length === 1 ? '' : 's'}).`,
          '',
          'Our team reviews it and sends you an offer. Follow its status at:',
          `${deps.publicUrl}/trade-in`,
        ].join('\n'),
      })
    }
    return row
  } catch (error) {
    await Promise.all(stored.map(({ key }) => deps.files.delete(key)))
    throw error
  }
}

/** The request if the actor owns it or is staff; else 404 (its existence is not revealed). */
export async function readableTradeIn(deps: AppDeps, actor: Actor, id: number) {
  const row = await repo.findTradeIn(deps.db, id)
  if (!row || (row.userId !== actor.id && !isStaff(actor))) throw notFound('This trade-in request')
  return row
}

function toOut(row: repo.TradeInRow, photos: repo.PhotoRow[], customer: string | null): TradeInRequest {
  return {
    id: row.id,
    tool: row.tool,
    serial_number: row.serialNumber,
    condition: row.condition as TradeInCondition,
    description: row.description,
    status: row.status as TradeInStatus,
    offer:
      row.offerMinor !== null && row.offerCurrency !== null
        ? { amount_minor: Number(row.offerMinor), currency: row.offerCurrency }
        : null,
    staff_note: row.staffNote,
    customer,
    photos: photos
      .filter((photo) => photo.tradeInId === row.id)
      .map((photo) => ({
        id: photo.id,
        url: `/api/v1/trade-in-requests/${row.id}/photos/${photo.id}`,
        content_type: photo.contentType,
        size: photo.size,
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function tradeInOut(deps: AppDeps, row: repo.TradeInRow, actor: Actor) {
  const photos = await repo.photosOf(deps.db, [row.id])
  const customer = row.userId !== actor.id ? ((await repo.ownerOf(deps.db, row.userId))?.name ?? null) : null
  return toOut(row, photos, customer)
}

export async function listTradeIns(deps: AppDeps, actor: Actor, query: OwnOrAllQuery) {
  const owner = listOwnerOf(actor, query.scope)
  const { offset, limit } = pageWindow(query, 0)
  const { rows, total } = await repo.listTradeIns(deps.db, owner, offset, limit)
  const photos = await repo.photosOf(
    deps.db,
    rows.map(({ request }) => request.id),
  )
  return {
    data: rows.map(({ request, customer }) => toOut(request, photos, query.scope === 'all' ? customer : null)),
    meta: pageWindow(query, total).meta,
  }
}

/** What the owner may do: accept or decline an offer that was made. */
const OWNER_ANSWERS: readonly TradeInStatus[] = ['accepted', 'declined']

/**
 * Staff move a request through its statuses, an offer carrying its amount (in a store currency); the owner may
 * only answer an offer. Every change is mailed to the owner.
 */
export async function patchTradeIn(
  deps: AppDeps,
  actor: Actor,
  row: repo.TradeInRow,
  patch: { status: TradeInStatus; offer?: Money; staff_note?: string },
) {
  const staff = isStaff(actor)
  if (!staff) {
    if (row.userId !== actor.id) throw notFound('This trade-in request')
    if (!OWNER_ANSWERS.includes(patch.status) || patch.offer || patch.staff_note !== undefined) throw forbidden()
    if (row.status !== 'offered') throw new AppError(409, 'no_offer', ERROR_TEXTS.noOfferToAnswer)
  }
  if (patch.status === 'offered' && !patch.offer) throw validationFailed({ offer: ['An offer needs an amount.'] })
  if (
    patch.offer &&
    displayCurrencyOf(deps.siteConfig, { wanted: patch.offer.currency, preferred: null }) !== patch.offer.currency
  )
    throw validationFailed({ offer: ['The offer must be in one of the store currencies.'] })
  const updated = await repo.updateTradeIn(deps.db, row.id, {
    status: patch.status,
    ...(patch.offer ? { offerMinor: BigInt(patch.offer.amount_minor), offerCurrency: patch.offer.currency } : {}),
    ...(patch.staff_note !== undefined ? { staffNote: patch.staff_note } : {}),
  })
  if (updated.status !== row.status) {
    const owner = await repo.ownerOf(deps.db, row.userId)
    const offer =
      updated.offerMinor !== null && updated.offerCurrency
        ? formatMoney({ amount_minor: Number(updated.offerMinor), currency: updated.offerCurrency })
        : null
    if (owner && staff) {
      await deps.mailer.send({
        to: owner.email,
        subject: `${deps.siteConfig.brandName}: your trade-in #${row.id} is now ${TRADE_IN_STATUS_LABELS[updated.status as TradeInStatus].toLowerCase()}`,
        text: [
          `Your trade-in of the ${updated.tool}: ${TRADE_IN_STATUS_LABELS[updated.status as TradeInStatus]}.`,
          updated.status === 'offered' && offer
            ? `We offer ${offer}. Accept or decline it at ${deps.publicUrl}/trade-in`
            : '',
          updated.staffNote ? `\n${updated.staffNote}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      })
    }
  }
  return updated
}

export async function photoOf(deps: AppDeps, row: repo.TradeInRow, photoId: string) {
  const photo = (await repo.photosOf(deps.db, [row.id])).find((candidate) => candidate.id === photoId)
  if (!photo) throw notFound('This photo')
  const stream = await deps.files.get(photo.storageKey)
  if (!stream) throw notFound('This photo')
  return { photo, stream }
}

// ---- one function per operation (decision 0075): the handlers parse and answer

/** A new trade-in request from its multipart form, as the wire shows it. */
export async function submitTradeIn(deps: AppDeps, actor: Actor, request: Request) {
  return tradeInOut(deps, await createTradeIn(deps, actor, request), actor)
}

/** One trade-in request for its owner or staff, with its update time for `Last-Modified`. */
export async function readTradeIn(deps: AppDeps, actor: Actor, id: number) {
  const row = await readableTradeIn(deps, actor, id)
  return { updatedAt: row.updatedAt, body: await tradeInOut(deps, row, actor) }
}

/** Changes a trade-in request unless it changed since the caller read it (`assertUnchanged`, a 412). */
export async function updateTradeIn(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: Parameters<typeof patchTradeIn>[3],
  assertUnchanged: (updatedAt: Date) => void,
) {
  const row = await readableTradeIn(deps, actor, id)
  assertUnchanged(row.updatedAt)
  const updated = await patchTradeIn(deps, actor, row, patch)
  return { updatedAt: updated.updatedAt, body: await tradeInOut(deps, updated, actor) }
}

/** One photo of a trade-in request its owner or staff may read. */
export async function tradeInPhoto(deps: AppDeps, actor: Actor, id: number, photoId: string) {
  return photoOf(deps, await readableTradeIn(deps, actor, id), photoId)
}
