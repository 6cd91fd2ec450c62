import {
  mergePurchasePages,
  purchaseReadLimit,
  summarizeNames,
  toPurchaseEntry,
  type PurchaseHistoryQuery,
  type PurchaseSource,
} from '@shop/domain/purchase-history'
import type { OrderStatus } from '@shop/domain/checkout'
import type { RescueSessionStatus } from '@shop/domain/rescue'
import type { TuneRequestStatus } from '@shop/domain/tuning'
import type { AppDeps } from '../../http/app-env'
import * as catalogPurchases from '../catalog-purchases/catalog-purchases.service'
import * as checkout from '../checkout/checkout.service'
import * as rescueSessions from '../rescue-sessions/rescue-sessions.service'
import * as tuneCredits from '../tune-credits/tune-credits.service'
import * as tunePipeline from '../tune-requests/tune-requests.service'

const iso = (at: Date) => at.toISOString()
const money = (amountMinor: number | bigint, currency: string) => ({ amount_minor: Number(amountMinor), currency })

async function storeOrders(deps: AppDeps, userId: string, limit: number): Promise<PurchaseSource> {
  const { data, total } = await checkout.ordersOf(deps.db, userId, limit)
  const rows = data.map((order) =>
    toPurchaseEntry({
      kind: 'store-order',
      id: order.id,
      status: order.status as OrderStatus,
      title: summarizeNames(
        order.lines.map((line) => line.name),
        `Order ${order.id}`,
      ),
      created_at: order.created_at,
      total: order.total,
    }),
  )
  return { rows, total }
}

async function tuneBundles(deps: AppDeps, userId: string, limit: number): Promise<PurchaseSource> {
  const { data, meta } = await catalogPurchases.purchasesPage(deps, userId, { page: 1, per_page: limit })
  const rows = data.map((purchase) =>
    toPurchaseEntry({
      kind: 'tune-bundle',
      id: purchase.id,
      status: purchase.status,
      title: `${purchase.vehicle_name} — ${summarizeNames(
        purchase.lines.map((line) => line.name),
        'tunes',
      )}`,
      created_at: purchase.created_at,
      total: purchase.total,
    }),
  )
  return { rows, total: meta.total }
}

async function tuneRequests(deps: AppDeps, userId: string, limit: number): Promise<PurchaseSource> {
  const { rows, total } = await tunePipeline.ownedNewestFirst(deps, userId, limit)
  return {
    total,
    rows: rows.map((row) => {
      const vehicle = row.vehicle
        ? [row.vehicle.year, row.vehicle.make, row.vehicle.model, row.vehicle.engine].join(' ')
        : row.vehicleDescription.trim()
      return toPurchaseEntry({
        kind: 'tune-request',
        id: row.id,
        status: row.status as TuneRequestStatus,
        title: vehicle === '' ? `Custom tune for your uploaded read` : `Custom tune — ${vehicle}`,
        created_at: iso(row.createdAt),
        total: row.estimate ? money(row.estimate.total_minor, row.estimate.currency) : null,
      })
    }),
  }
}

async function rescues(deps: AppDeps, userId: string, limit: number): Promise<PurchaseSource> {
  const { data, total } = await rescueSessions.ownSessions(deps.db, userId, limit)
  return {
    total,
    rows: data.map((session) =>
      toPurchaseEntry({
        kind: 'rescue-session',
        id: session.id,
        status: session.status as RescueSessionStatus,
        title: `${session.vehicle} — ${session.toolName}`,
        created_at: iso(session.createdAt),
        total:
          session.estimateMinor !== null && session.currency ? money(session.estimateMinor, session.currency) : null,
      }),
    ),
  }
}

async function creditCodes(deps: AppDeps, userId: string, limit: number): Promise<PurchaseSource> {
  const { rows, total } = await tuneCredits.invoicesBoughtBy(deps.db, userId, limit)
  return {
    total,
    rows: rows.map((invoice) =>
      toPurchaseEntry({
        kind: 'credit-codes',
        id: invoice.id,
        status: invoice.status as 'estimated' | 'committed',
        title: `${invoice.codeCount} ${invoice.codeCount === 1 ? 'code' : 'codes'} of ${tuneCredits.describeCredits(
          invoice.creditsPerCode,
        )} credits`,
        created_at: iso(invoice.createdAt),
        total: money(invoice.totalMinor, invoice.currency),
      }),
    ),
  }
}

/**
 * One page of everything the account bought (decision 0070): each feature is read through its service, the
 * account's own rows only (not its dealer's), each giving its newest page × per_page rows; the domain merges them.
 */
export async function purchaseHistory(deps: AppDeps, userId: string, query: PurchaseHistoryQuery) {
  const limit = purchaseReadLimit(query)
  const sources = await Promise.all(
    [storeOrders, tuneBundles, tuneRequests, rescues, creditCodes].map((read) => read(deps, userId, limit)),
  )
  return mergePurchasePages(sources, query)
}
