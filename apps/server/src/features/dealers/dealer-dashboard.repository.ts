import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditEvent } from '../../db/schema/audit'
import { user } from '../../db/schema/auth'
import { dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { ledgerAccount, ledgerEntry } from '../../db/schema/ledger'
import { tuneRequest } from '../../db/schema/tune-requests'
import { aboutDealer, SETTLED_REQUEST_STATUSES, type DealerEventRow } from './dealer-members.repository'

// The dealer dashboard's facts in one query (decision 0110): the portal's first page is asked for most, and each
// query is a round trip to the database and its own work there. Each part is a JSON column of one row: the
// ledger accounts with their balances (as `balancesOf` reads them), the credit limits (`creditLimitsOf`), the open
// requests counted and the latest listed, the recent audit records (`findDealerEvents`).

export type DashboardFacts = {
  accounts: { kind: string; unit: string; balance: string }[]
  limits: Map<string, bigint>
  requests: { count: number; latest: { id: number; vehicle: string; status: string; createdAt: string }[] }
  events: DealerEventRow[]
}

type FactsRow = {
  accounts: unknown
  limits: unknown
  requests: unknown
  events: unknown
}

const asJsonList = (query: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`

export async function dashboardFactsOf(
  db: Db,
  dealerId: string,
  { latest, recent }: { latest: number; recent: number },
): Promise<DashboardFacts> {
  const settled = sql.join(
    SETTLED_REQUEST_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  const { rows } = (await db.execute(sql`select
    ${asJsonList(sql`select ${ledgerAccount.kind} as kind, ${ledgerAccount.unit} as unit,
        coalesce(sum(${ledgerEntry.amount}), 0)::text as balance
      from ${ledgerAccount} left join ${ledgerEntry} on ${ledgerEntry.accountId} = ${ledgerAccount.id}
      where ${ledgerAccount.ownerKind} = 'organization' and ${ledgerAccount.ownerId} = ${dealerId}
      group by ${ledgerAccount.id}`)} as accounts,
    ${asJsonList(sql`select ${dealerCreditLimit.currency} as currency, ${dealerCreditLimit.limitMinor}::text as "limit"
      from ${dealerCreditLimit} where ${dealerCreditLimit.organizationId} = ${dealerId}`)} as limits,
    ${asJsonList(sql`select ${tuneRequest.id} as id, ${tuneRequest.vehicleDescription} as vehicle,
        ${tuneRequest.status} as status, ${tuneRequest.createdAt} as "createdAt", (count(*) over ())::int as total
      from ${tuneRequest}
      where ${tuneRequest.dealerOrgId} = ${dealerId} and ${tuneRequest.status} not in (${settled})
      order by ${tuneRequest.createdAt} desc, ${tuneRequest.id} desc
      limit ${latest}`)} as requests,
    ${asJsonList(sql`select ${auditEvent.id} as id, ${auditEvent.at} as at, ${auditEvent.action} as action,
        ${auditEvent.details} as details, ${user.name} as "actorName", ${user.email} as "actorEmail"
      from ${auditEvent} left join ${user} on ${user.id} = ${auditEvent.actorUserId}
      where ${aboutDealer(dealerId)}
      order by ${auditEvent.at} desc, ${auditEvent.id} desc
      limit ${recent}`)} as events`)) as unknown as { rows: FactsRow[] }
  // A driver hands json back parsed or as text.
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T
  const row = rows[0]!
  const limits = json<{ currency: string; limit: string }[]>(row.limits)
  const requests = json<(DashboardFacts['requests']['latest'][number] & { total: number })[]>(row.requests)
  const events = json<(Omit<DealerEventRow, 'at'> & { at: string })[]>(row.events)
  return {
    accounts: json<DashboardFacts['accounts']>(row.accounts),
    limits: new Map(limits.map((line) => [line.currency, BigInt(line.limit)])),
    requests: {
      count: requests[0]?.total ?? 0,
      latest: requests.map(({ total: _total, ...request }) => request),
    },
    events: events.map((event) => ({ ...event, at: new Date(event.at) })),
  }
}
