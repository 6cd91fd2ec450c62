import { parseVehiclePath } from '@shop/domain/catalog'
import { parseCatalogTuneSlug, type EstimateLine, type TuneEstimate } from '@shop/domain/tuning'
import type { ChosenVehicle } from '../../db/schema/tune-requests'
import * as repo from './order-tune-requests.repository'
import type { Tx } from './tune-requests.repository'

/** What decision 0069 needs of a paid order and its lines (the checkout's rows fit). */
export type PaidOrder = {
  id: number
  currency: string
  paymentProvider: string | null
  chargeId: string | null
  attributionTag: string | null
}
export type PaidOrderLine = { id: number; slug: string; name: string; subtext: string; lineTotalMinor: number }

/** The order's lines that are catalog tunes (decision 0047's slug), each with its vehicle path and tune ids. */
export function tuneLinesOf<L extends Pick<PaidOrderLine, 'slug'>>(lines: readonly L[]) {
  return lines.flatMap((line) => {
    const parsed = parseCatalogTuneSlug(line.slug)
    return parsed ? [{ line, ...parsed }] : []
  })
}

/** The tune requests made from these order lines, by line id. */
export async function requestsOfOrderLines(db: Tx, orderLineIds: readonly number[]) {
  const rows = await repo.requestsOfOrderLines(db, orderLineIds)
  return new Map(rows.map((row) => [row.orderLineId!, row]))
}

/**
 * Decision 0069: each catalog-tune line of a paid order becomes one tune request of `ownerUserId`, already paid
 * (funding `paid`, the line's total as the amount), with the vehicle and the bought tunes as its estimate, waiting
 * for the ECU read. Lines that already have their request are skipped, so a retried or concurrent confirmation
 * makes none twice; the caller holds the order's row lock, and the unique order-line column backs it up.
 * A vehicle the catalog no longer lists still gets its request (named from the order line): the money was taken.
 */
export async function createRequestsForPaidOrder(
  tx: Tx,
  input: { ownerUserId: string; order: PaidOrder; lines: readonly PaidOrderLine[]; now: Date },
): Promise<number[]> {
  const tuneLines = tuneLinesOf(input.lines)
  if (tuneLines.length === 0) return []
  const existing = await requestsOfOrderLines(
    tx,
    tuneLines.map(({ line }) => line.id),
  )
  const ids: number[] = []
  for (const { line, vehiclePath, tuneIds } of tuneLines) {
    const made = existing.get(line.id)
    if (made) {
      ids.push(made.id)
      continue
    }
    const parsed = parseVehiclePath(vehiclePath)
    const segments = 'segments' in parsed ? parsed.segments : null
    const vehicle =
      segments?.make && segments.year && segments.model && segments.engine
        ? await repo.findVehicleBySlugs(tx, {
            make: segments.make,
            year: segments.year,
            model: segments.model,
            engine: segments.engine,
            transmission: segments.transmission ?? undefined,
          })
        : undefined
    const estimate = await estimateOf(tx, tuneIds, input.order.currency, line.lineTotalMinor)
    const chosen: ChosenVehicle | null = vehicle
      ? {
          make: vehicle.make,
          year: vehicle.year,
          model: vehicle.model,
          engine: vehicle.engine,
          transmission: vehicle.transmission,
          engine_id: vehicle.engineId,
          transmission_id: vehicle.transmissionId,
        }
      : null
    ids.push(
      await repo.insertPaidRequest(tx, {
        ownerUserId: input.ownerUserId,
        vehicleDescription: line.subtext,
        attributionTag: input.order.attributionTag,
        note: `Paid with order ${input.order.id}: ${line.name}`,
        now: input.now,
        pipeline: {
          funding: 'paid',
          engineId: vehicle?.engineId ?? null,
          transmissionId: vehicle?.transmissionId ?? null,
          vehicle: chosen,
          estimate,
          estimatedAt: input.now,
          paymentProvider: input.order.paymentProvider,
          paymentChargeId: input.order.chargeId,
          paidAmountMinor: BigInt(line.lineTotalMinor),
          paidCurrency: input.order.currency,
          payIdempotencyKey: `order-line:${line.id}`,
          paidAt: input.now,
          orderLineId: line.id,
        },
      }),
    )
  }
  return ids
}

/**
 * The bought tunes as an estimate: each at its catalog price in the order's currency, the total what the order
 * line charged (a dealer's lower price shows as the difference), so the status page tells what was paid.
 */
async function estimateOf(tx: Tx, tuneIds: readonly number[], currency: string, paidMinor: number) {
  const tunes = await repo.tunesById(tx, tuneIds, currency)
  const lines: EstimateLine[] = tuneIds.map((id) => {
    const tune = tunes.find((candidate) => candidate.id === id)
    const kind = tune?.optional ? 'option' : 'set'
    return {
      tune_id: id,
      name: tune?.name ?? `Tune ${id}`,
      kind,
      amount_minor: (kind === 'option' ? tune?.addonprice : tune?.price) ?? 0,
    }
  })
  const listed = lines.reduce((sum, line) => sum + line.amount_minor, 0)
  const subtotal = Math.max(listed, paidMinor)
  const estimate: TuneEstimate = {
    currency,
    lines,
    subtotal_minor: subtotal,
    discount_minor: subtotal - paidMinor,
    discount_codes: [],
    total_minor: paidMinor,
  }
  return estimate
}
