import { ERROR_TEXTS } from '@shop/domain/errors'
import {
  estimateCatalogPurchase,
  type CatalogEstimate,
  type CatalogLine,
  type CatalogPurchase,
} from '@shop/domain/catalog-purchase'
import {
  INITIAL_VEHICLE_SELECTION,
  parseSelectionSearch,
  parseVehiclePath,
  selectedTunes,
  vehicleSelectionReducer,
  type Tool,
  type TuneCatalog,
  type VehicleSelection,
  type VehicleTune,
} from '@shop/domain/catalog'
import type { Actor } from '@shop/domain/accounts'
import { isStaff } from '@shop/domain/accounts'
import { formatMoney } from '@shop/domain/money'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import type { PaymentFields } from '@shop/domain/payments'
import type { AppDeps } from '../../http/app-env'
import { listOwnerOf, type OwnOrAllQuery } from '../../http/paged-list'
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../http/app-error'
import * as catalog from '../catalog/catalog.service'
import { billDealer } from '../dealers'
import * as repo from './catalog-purchases.repository'

export type EstimateRequest = { vehicle: string; selection: string; own: number[]; rent: boolean }

export type PricedPurchase = CatalogEstimate & { vehicle_name: string }

/** A priced vehicle bundle (decision 0068): the estimate, its vehicle's name and the tools it was priced with. */
export type PricedBundle = PricedPurchase & { tools: Tool[] }

/**
 * What to price: the vehicle path, the tunes either as the vehicle page's query (the "Buy" link, decision 0016)
 * or as the cart's tune ids, and the tool choice.
 */
export type BundleRequest = {
  vehicle: string
  selection: string | { tuneIds: readonly number[] }
  own: readonly number[]
  rent: boolean
}

/** Why a bundle cannot be priced: the field the message belongs to, and the message. */
export type BundleRefusal = { field: 'vehicle' | 'selection'; message: string }

/** A charge in flight for longer than this is asked about at the provider before anything else happens. */
const STALE_PAYING_MS = 2 * 60 * 1000

const invalid = (field: string, message: string) => validationFailed({ [field]: [message] })

const GONE_MESSAGE = 'These tunes are no longer sold for this vehicle.'

/** The selection of the vehicle page that chose exactly these tunes, or null when the page could not have. */
function selectionOfTuneIds(
  path: VehicleSelection,
  catalog: TuneCatalog<VehicleTune>,
  tuneIds: readonly number[],
): VehicleSelection | null {
  const selection = tuneIds.reduce(
    (state, tuneId) => vehicleSelectionReducer(state, { type: 'tuneAdded', tuneId, catalog }),
    path,
  )
  const chosen = new Set(selectedTunes(selection, catalog).map(({ tune }) => tune.id))
  const wanted = new Set(tuneIds)
  return chosen.size === wanted.size && [...wanted].every((id) => chosen.has(id)) ? selection : null
}

/**
 * THE pricing of a vehicle bundle (decision 0068), for the checkout's cart entries and for
 * `/api/v1/catalog/estimate` alike: the domain's `estimateCatalogPurchase` over the catalog answers the vehicle
 * page reads (engine, transmission, tools, global rules) for the role, in `currency`. Cart tune ids go through
 * the selection reducer, so a set the page could not have produced (or a tune since removed) is refused. A
 * vehicle the catalog no longer has is the catalog's 404.
 */
export async function priceBundle(
  deps: Pick<AppDeps, 'db'>,
  request: BundleRequest,
  role: 'customer' | 'dealer',
  currency: string,
): Promise<{ ok: true; bundle: PricedBundle } | ({ ok: false } & BundleRefusal)> {
  const parsed = parseVehiclePath(request.vehicle)
  if (!('segments' in parsed)) return { ok: false, field: 'vehicle', message: 'This vehicle could not be found.' }
  const { make, year, model, engine: engineSlug, transmission: transmissionSlug } = parsed.segments
  if (!make || !year || !model || !engineSlug)
    return { ok: false, field: 'vehicle', message: 'Choose a vehicle first.' }
  const vehicle = { make, year, model, engine: engineSlug, transmission: transmissionSlug }
  const [[engine, transmission], tools, rules] = await Promise.all([
    catalog.readVehicleForPurchase(deps.db, vehicle, role, currency),
    catalog.listTools(deps.db, currency),
    catalog.listGlobalCompatRules(deps.db),
  ])
  const tuneCatalog = { engineTunes: engine.tunes, transmissionTunes: transmission?.tunes ?? [] }
  const selection =
    typeof request.selection === 'string'
      ? parseSelectionSearch(request.selection.replace(/^\?/, ''))
      : selectionOfTuneIds(
          { ...INITIAL_VEHICLE_SELECTION, ...vehicle, transmission: transmissionSlug ?? null },
          tuneCatalog,
          request.selection.tuneIds,
        )
  if (!selection) return { ok: false, field: 'selection', message: GONE_MESSAGE }
  let result: ReturnType<typeof estimateCatalogPurchase>
  try {
    result = estimateCatalogPurchase({
      vehicle: request.vehicle,
      engine,
      transmission,
      tools: tools.data,
      globalRules: rules.data,
      selection,
      role,
      currency,
      owned: request.own,
      rent: request.rent,
    })
  } catch {
    // A tune without a price in this currency (the domain refuses to add across currencies).
    return { ok: false, field: 'selection', message: `These tunes are not sold in ${currency}.` }
  }
  if (!result.ok) return { ok: false, field: 'selection', message: result.message }
  const { ok: _ok, ...priced } = result
  const name = [engine.year, engine.make.name, engine.model.name, engine.name, transmission?.name]
    .filter(Boolean)
    .join(' ')
  return { ok: true, bundle: { ...priced, vehicle_name: name, tools: tools.data } }
}

/** `POST /api/v1/catalog/estimate`: the bundle priced by `priceBundle`; a refusal is a 422 on its field. */
export async function estimate(
  deps: AppDeps,
  request: EstimateRequest,
  role: 'customer' | 'dealer',
  currency: string,
): Promise<PricedPurchase> {
  const priced = await priceBundle(deps, request, role, currency)
  if (!priced.ok) throw invalid(priced.field, priced.message)
  const { tools: _tools, ...purchase } = priced.bundle
  return purchase
}

/** Saves an estimate as the buyer's purchase: its currency and amounts are fixed from now on. */
export async function saveEstimate(deps: AppDeps, actor: Actor, request: EstimateRequest, priced: PricedPurchase) {
  return repo.insertPurchase(deps.db, {
    userId: actor.id,
    vehiclePath: request.vehicle,
    vehicleName: priced.vehicle_name,
    selection: request.selection.replace(/^\?/, ''),
    ownedToolIds: request.own,
    rent: request.rent ? 'yes' : 'no',
    role: priced.role,
    currency: priced.currency,
    lines: priced.lines,
    tunesTotalMinor: BigInt(priced.tunes_total.amount_minor),
    toolCostMinor: BigInt(priced.tool_cost.amount_minor),
    installFeeMinor: BigInt(priced.install_fee.amount_minor),
    totalMinor: BigInt(priced.total.amount_minor),
  })
}

/**
 * A purchase the actor may see, else 404 — someone else's is not revealed (PERMISSIONS.md): their own, or for
 * staff any that went past the estimate (a saved estimate is its buyer's draft alone, for every call on it).
 */
export async function readablePurchase(deps: AppDeps, actor: Actor, id: number) {
  const purchase = await repo.findPurchase(deps.db, id)
  const staffSees = isStaff(actor) && purchase?.status !== 'estimate'
  if (!purchase || (purchase.userId !== actor.id && !staffSees)) throw notFound('This purchase')
  return purchase
}

/** A purchase the actor may act on as its buyer (staff read others' but do not pay for them). */
export async function ownPurchase(deps: AppDeps, actor: Actor, id: number) {
  const purchase = await readablePurchase(deps, actor, id)
  if (purchase.userId !== actor.id) throw new AppError(403, 'forbidden', ERROR_TEXTS.onlyTheBuyer)
  return purchase
}

export const isCommitted = (purchase: repo.PurchaseRow) => purchase.status === 'paid' || purchase.status === 'billed'

/**
 * A committed purchase answers a retry of the call that committed it (same Idempotency-Key) with the purchase;
 * any other attempt to commit it again is SPEC §8 409 already_committed.
 */
function replayOrConflict(purchase: repo.PurchaseRow, key: string) {
  if (purchase.commitKey === key && isCommitted(purchase)) return { purchase, replayed: true as const }
  throw conflict('already_committed')
}

/**
 * After a crash between the charge and the commit a purchase stays `paying`: the provider is asked whether the
 * purchase's charge happened, and the purchase is committed or returned to its estimate accordingly. Only a
 * purchase still `paying` is changed, so two processes settling it at once agree.
 */
async function reconcile(deps: AppDeps, purchase: repo.PurchaseRow): Promise<repo.PurchaseRow> {
  if (purchase.status !== 'paying') return purchase
  if (deps.clock().getTime() - purchase.updatedAt.getTime() < STALE_PAYING_MS) return purchase
  const found = await deps.payments.findCharge(chargeKeyOf(purchase.id), purchase.paymentProvider as never)
  const settled = found
    ? await repo.settlePaying(deps.db, purchase.id, {
        status: 'paid',
        chargeId: found.chargeId,
        committedAt: deps.clock(),
      })
    : await repo.settlePaying(deps.db, purchase.id, { status: 'estimate', commitKey: null })
  return settled ?? (await repo.findPurchase(deps.db, purchase.id)) ?? purchase
}

/**
 * At start (decisions 0030, 0044): every purchase a crash left `paying` (past the grace period) is settled now, rather
 * than when someone next opens it. Answers how many were paid and how many went back to their estimate.
 */
export async function reconcileStuckPurchases(deps: AppDeps): Promise<{ paid: number; reopened: number }> {
  const tally = { paid: 0, reopened: 0 }
  const stuck = await repo.listPayingSince(deps.db, new Date(deps.clock().getTime() - STALE_PAYING_MS))
  for (const purchase of stuck) {
    try {
      const settled = await reconcile(deps, purchase)
      if (settled.status === 'paid') tally.paid++
      else if (settled.status === 'estimate') tally.reopened++
    } catch (error) {
      deps.logger.error({ err: error, purchaseId: purchase.id }, 'catalog purchase could not be reconciled')
    }
  }
  return tally
}

/** The provider idempotency key of a purchase: one purchase is charged at most once, whatever the request keys. */
const chargeKeyOf = (id: number) => `catalog-purchase:${id}`

/**
 * Pays a saved purchase through `deps.payments` (the Idempotency-Key names this attempt). The purchase is
 * claimed (`paying`) under a row lock before the charge, so a concurrent second pay gets 409; a decline returns
 * it to its estimate and answers 402 with the payment message.
 */
export async function pay(
  deps: AppDeps,
  actor: Actor,
  input: { purchaseId: number; payment: PaymentFields; key: string; email: string },
) {
  const method = deps.payments.methodOf(input.payment)
  const existing = await reconcile(deps, await ownPurchase(deps, actor, input.purchaseId))
  if (existing.status === 'paying' || isCommitted(existing)) return replayOrConflict(existing, input.key)

  const claimed = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPurchase(tx, input.purchaseId)
    if (!locked || locked.status === 'paying' || isCommitted(locked)) return null
    return repo.updatePurchase(tx, locked.id, {
      status: 'paying',
      commitKey: input.key,
      paymentProvider: method.provider,
    })
  })
  if (!claimed) {
    const now = await repo.findPurchase(deps.db, input.purchaseId)
    return replayOrConflict(now!, input.key)
  }

  // A throw here (network, provider down) leaves the purchase `paying`: `reconcile` settles it later.
  const result = await deps.payments.charge({
    idempotencyKey: chargeKeyOf(claimed.id),
    amountMinor: claimed.totalMinor,
    currency: claimed.currency,
    description: `${deps.siteConfig.brandName} tunes for ${claimed.vehicleName}`,
    customer: { email: input.email, userId: actor.id },
    method,
  })
  if (!result.ok) {
    await repo.updatePurchase(deps.db, claimed.id, { status: 'estimate', commitKey: null, paymentProvider: null })
    throw new AppError(402, result.kind, result.message)
  }
  const paid = await repo.updatePurchase(deps.db, claimed.id, {
    status: 'paid',
    chargeId: result.chargeId,
    committedAt: deps.clock(),
  })
  await sendReceipt(deps, paid, input.email, 'paid')
  return { purchase: paid, replayed: false as const }
}

/**
 * A dealer member buys now and the dealer pays later: a `dealer-purchase` on the dealer's ledger balance (decision
 * 0102) posted by `billDealer` in the transaction that bills it — 409 dealer_missing_billing_info without a billing
 * address, 409 dealer_hit_credit_limit past its limit (checked under the dealer account's row lock).
 */
export async function payLater(
  deps: AppDeps,
  actor: Actor,
  input: { purchaseId: number; dealerId?: string; key: string; email: string },
) {
  const dealers = actor.memberships.filter((membership) => membership.kind === 'dealer')
  const dealer = input.dealerId ? dealers.find((m) => m.organizationId === input.dealerId) : dealers[0]
  if (!dealer) throw new AppError(403, 'forbidden', ERROR_TEXTS.payLaterDealersOnly)
  const existing = await reconcile(deps, await ownPurchase(deps, actor, input.purchaseId))
  if (existing.status === 'paying' || isCommitted(existing)) return replayOrConflict(existing, input.key)

  const outcome = await deps.db.transaction(async (tx) => {
    const profile = await repo.lockBillingProfile(tx, dealer.organizationId)
    const locked = await repo.lockPurchase(tx, input.purchaseId)
    if (!locked || locked.status === 'paying' || isCommitted(locked)) return { taken: true as const }
    if (!profile || profile.billingAddressId === null) throw conflict('dealer_missing_billing_info')
    const now = deps.clock()
    await billDealer(tx, {
      dealerId: dealer.organizationId,
      currency: locked.currency,
      amountMinor: locked.totalMinor,
      memo: `Catalog tunes billed to the dealer: ${locked.vehicleName}`,
      idempotencyKey: `catalog-purchase-billed:${locked.id}`,
      userId: actor.id,
      reference: { catalog_purchase_id: locked.id },
      at: now,
    })
    const billed = await repo.updatePurchase(tx, locked.id, {
      status: 'billed',
      commitKey: input.key,
      dealerOrgId: dealer.organizationId,
      committedAt: now,
    })
    return { taken: false as const, billed }
  })
  if (outcome.taken) return replayOrConflict((await repo.findPurchase(deps.db, input.purchaseId))!, input.key)
  await sendReceipt(deps, outcome.billed, input.email, 'billed', dealer.name)
  return { purchase: outcome.billed, replayed: false as const }
}

/** A 1-based page of purchases past their estimate: one buyer's, or everyone's (`userId` null, staff). */
/** The caller's purchases, or everyone's for staff with `scope=all`. */
export function listPurchases(deps: AppDeps, actor: Actor, query: OwnOrAllQuery) {
  return purchasesPage(deps, listOwnerOf(actor, query.scope), query)
}

/** A page of one buyer's purchases (everyone's for `null`), newest first. */
export async function purchasesPage(deps: AppDeps, userId: string | null, query: PageQuery) {
  const { offset, limit } = pageWindow(query, 0)
  const { rows, total } = await repo.listPurchases(deps.db, userId, offset, limit)
  return { data: rows.map((row) => toPurchaseOut(row)), meta: pageWindow(query, total).meta }
}

/** The buyer changes their purchase's notes or VIN; staff may read it but not change it (403). */
export async function updatePurchase(
  deps: AppDeps,
  actor: Actor,
  id: number,
  changes: { notes?: string; vin?: string },
  assertUnchanged: (updatedAt: Date) => void,
) {
  const purchase = await readablePurchase(deps, actor, id)
  if (purchase.userId !== actor.id) throw forbidden()
  assertUnchanged(purchase.updatedAt)
  return patchPurchase(deps, purchase, changes)
}

export async function patchPurchase(
  deps: AppDeps,
  purchase: repo.PurchaseRow,
  changes: { notes?: string; vin?: string },
) {
  return repo.updatePurchase(deps.db, purchase.id, changes)
}

const money = (amountMinor: bigint, currency: string) => ({ amount_minor: Number(amountMinor), currency })

/** The wire shape of a purchase (SPEC §7: result shapes are ours). */
export function toPurchaseOut(purchase: repo.PurchaseRow, dealerName: string | null = null): CatalogPurchase {
  return {
    id: purchase.id,
    buyer_id: purchase.userId,
    status: purchase.status as CatalogPurchase['status'],
    vehicle: purchase.vehiclePath,
    vehicle_name: purchase.vehicleName,
    selection: purchase.selection,
    currency: purchase.currency,
    role: purchase.role as CatalogPurchase['role'],
    lines: purchase.lines,
    tunes_total: money(purchase.tunesTotalMinor, purchase.currency),
    tool_cost: money(purchase.toolCostMinor, purchase.currency),
    install_fee: money(purchase.installFeeMinor, purchase.currency),
    total: money(purchase.totalMinor, purchase.currency),
    notes: purchase.notes,
    vin: purchase.vin,
    payment_provider: purchase.paymentProvider,
    billed_to: dealerName,
    committed_at: purchase.committedAt?.toISOString() ?? null,
    created_at: purchase.createdAt.toISOString(),
    updated_at: purchase.updatedAt.toISOString(),
  }
}

export async function dealerNameOf(deps: AppDeps, purchase: repo.PurchaseRow) {
  return purchase.dealerOrgId ? repo.dealerNameOf(deps.db, purchase.dealerOrgId) : null
}

function linesText(lines: readonly CatalogLine[]) {
  return lines
    .map((line) => {
      const what =
        line.type === 'tool'
          ? `${line.name} (${line.mode === 'rent' ? 'rental' : line.mode === 'owned' ? 'already owned' : 'purchase'})`
          : line.name
      return `  ${what}: ${formatMoney(line.amount)}`
    })
    .join('\n')
}

async function sendReceipt(
  deps: AppDeps,
  purchase: repo.PurchaseRow,
  email: string,
  kind: 'paid' | 'billed',
  dealerName?: string,
) {
  const total = formatMoney(money(purchase.totalMinor, purchase.currency))
  const how = kind === 'paid' ? `Paid: ${total}.` : `Billed to ${dealerName ?? 'your dealer'}: ${total}.`
  await deps.mailer.send({
    to: email,
    subject: `${deps.siteConfig.brandName}: your tune purchase #${purchase.id}`,
    text: [
      `Thank you for your purchase for the ${purchase.vehicleName}.`,
      '',
      linesText(purchase.lines),
      '',
      how,
      '',
      `See it any time: ${deps.publicUrl}/purchase/catalog/${purchase.id}`,
    ].join('\n'),
  })
}
