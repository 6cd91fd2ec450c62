import type { Actor } from '@shop/domain/accounts'
import { isDiscountCodeActive, type DiscountCode } from '@shop/domain/store'
import { displayCurrencyOf } from '@shop/domain/regions'
import { priceTuneEstimate, type TuneSelection } from '@shop/domain/tuning'
import { validationFailed } from '../../http/app-error'
import { partyOf, statusOf, withLocked, type Deps } from './request-access'
import { allows, mailOwner, money, refused, transition } from './request-transition'
import * as repo from './tune-requests.repository'
import type { RequestRow, Tx } from './tune-requests.repository'

// The estimate (SPEC §7 `/estimate`): the chosen vehicle's tunes priced in one currency, discount codes applied.

async function discountCodesOf(tx: Tx, codes: readonly string[], now: Date): Promise<DiscountCode[]> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()).filter(Boolean))]
  const found = await repo.findDiscountCodes(tx, wanted)
  const errors: string[] = []
  const usable: DiscountCode[] = []
  for (const code of wanted) {
    const row = found.find((candidate) => candidate.code === code)
    const active =
      row &&
      row.productId === null &&
      row.category === null &&
      isDiscountCodeActive(
        {
          active: row.active,
          startsAt: row.startsAt?.toISOString() ?? null,
          endsAt: row.endsAt?.toISOString() ?? null,
        },
        now,
      )
    if (!row || !active) errors.push(`The discount code ${code} cannot be used for custom tuning.`)
    else if (row.kind === 'percent') usable.push({ code, kind: 'percent', percent: row.percent! })
    else usable.push({ code, kind: 'amount', amountsByCurrency: row.amounts })
  }
  if (errors.length) throw validationFailed({ discount_codes: errors })
  return usable
}

export type EstimateInput = TuneSelection & {
  engine_id: number
  transmission_id?: number | null
  currency?: string
  discount_codes?: string[]
}

/** Prices the chosen vehicle's tunes in one currency (fixed from here on) and saves it as the estimate. */
export async function priceFor(tx: Tx, deps: Deps, row: RequestRow, input: EstimateInput, currency: string, now: Date) {
  const vehicle = await repo.findVehicle(tx, input.engine_id, input.transmission_id ?? null)
  if (!vehicle) throw validationFailed({ engine_id: ['Choose a vehicle from the catalog.'] })
  const tunes = await repo.tunesFor(tx, vehicle.engineId, vehicle.transmissionId, currency)
  const codes = await discountCodesOf(tx, input.discount_codes ?? [], now)
  const result = priceTuneEstimate(tunes, input, { currency, dealer: row.dealerOrgId !== null, discountCodes: codes })
  if (!result.ok) throw validationFailed(result.errors)
  return {
    estimate: result.estimate,
    pipeline: {
      engineId: vehicle.engineId,
      transmissionId: vehicle.transmissionId,
      vehicle: {
        make: vehicle.make,
        year: vehicle.year,
        model: vehicle.model,
        engine: vehicle.engine,
        transmission: vehicle.transmission,
        engine_id: vehicle.engineId,
        transmission_id: vehicle.transmissionId,
      },
      estimate: result.estimate,
      estimatedAt: now,
    },
  }
}

export async function estimate(deps: Deps, actor: Actor, id: number, input: EstimateInput) {
  const currency = displayCurrencyOf(deps.siteConfig, { wanted: input.currency })
  const done = await withLocked(deps, actor, id, async (tx, row) => {
    const now = deps.clock()
    const party = partyOf(actor, row)
    if (!allows(row, 'estimate', party)) throw refused(statusOf(row))
    const priced = await priceFor(tx, deps, row, input, currency, now)
    const lines = priced.estimate.lines.map((line) => line.name).join(', ')
    await transition(tx, row, 'estimate', party, actor.id, now, { pipeline: priced.pipeline, note: lines })
    return { row, estimate: priced.estimate }
  })
  await mailOwner(
    deps,
    done.row,
    'Your estimate is ready',
    `Your estimate: ${done.estimate.lines.map((l) => `${l.name} ${money(l.amount_minor, done.estimate.currency)}`).join('; ')}.\nTotal: ${money(done.estimate.total_minor, done.estimate.currency)}.`,
  )
  return done.estimate
}
