import { sql } from 'drizzle-orm'
import type { OnboardingFacts } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import { invitation, member } from '../../db/schema/auth'
import { dealerBillingProfile } from '../../db/schema/catalog-purchases'
import { dealerProfile, dealerTool } from '../../db/schema/dealers'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { tuneCreditInvoice } from '../../db/schema/tune-credits'

type FactRow = { billing: boolean; invited: boolean; tools: boolean; branding: boolean; purchase: boolean }

/**
 * The facts of a dealer's onboarding checklist (issue 25 item 6) in one round trip: each an EXISTS on an indexed
 * column (the dealer's ledger accounts by owner, then their entries), so the global state can ask on every page.
 */
export async function onboardingFactsOf(db: Db, dealerId: string): Promise<OnboardingFacts> {
  const result = (await db.execute(sql`select
    exists (select 1 from ${dealerBillingProfile} where ${dealerBillingProfile.organizationId} = ${dealerId}
      and ${dealerBillingProfile.billingAddressId} is not null) as billing,
    (exists (select 1 from ${invitation} where ${invitation.organizationId} = ${dealerId})
      or (select count(*) from ${member} where ${member.organizationId} = ${dealerId}) > 1) as invited,
    exists (select 1 from ${dealerTool} where ${dealerTool.organizationId} = ${dealerId}) as tools,
    exists (select 1 from ${dealerProfile} where ${dealerProfile.organizationId} = ${dealerId}
      and (${dealerProfile.logoFileId} is not null or ${dealerProfile.brandPrimaryColor} is not null)) as branding,
    (exists (select 1 from ${tuneCreditInvoice} where ${tuneCreditInvoice.dealerOrgId} = ${dealerId}
      and ${tuneCreditInvoice.status} = 'committed')
      or exists (select 1 from ${ledgerAccount}
        join ${ledgerEntry} on ${ledgerEntry.accountId} = ${ledgerAccount.id}
        join ${ledgerTransaction} on ${ledgerTransaction.id} = ${ledgerEntry.transactionId}
        where ${ledgerAccount.ownerKind} = 'organization' and ${ledgerAccount.ownerId} = ${dealerId}
          and ${ledgerTransaction.kind} = 'dealer-purchase')) as purchase`)) as unknown as { rows: FactRow[] }
  const row = result.rows[0]!
  return {
    'billing-info': Boolean(row.billing),
    'member-invited': Boolean(row.invited),
    tools: Boolean(row.tools),
    branding: Boolean(row.branding),
    'credit-purchase': Boolean(row.purchase),
  }
}
