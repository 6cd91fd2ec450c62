import { eq } from 'drizzle-orm'
import {
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_KINDS,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
  type CreditAmounts,
} from '@shop/domain/ledger'
import { postTransaction } from '../../features/ledger/post-transaction'
import type { Db } from '../client'
import { rescueSession } from '../schema/rescue-sessions'
import { tuneCreditCode, tuneCreditInvoice } from '../schema/tune-credits'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from './demo-accounts'

/**
 * Demo tune credit codes (README "Demo tune credit codes"): two the customer can claim, one mailed to the
 * customer (autoclaim), and a dealer invoice of three codes, one of them already claimed by the customer —
 * so /profile/credits opens with a balance and a history.
 */
export const DEMO_CREDIT_CODES = {
  ecuStage: 'ECUX-2222-AAAA',
  tcu: 'TCUX-3333-BBBB',
  mailed: 'MAYX-4444-CCCC',
} as const

const byEmail = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!

export async function seedTuneCredits(tx: Db, at: Date): Promise<void> {
  const customer = byEmail('customer@example.com')
  const dealer = byEmail('dealer@example.com')
  const dealerOrg = DEMO_ORGANIZATIONS.find((org) => org.kind === 'dealer')!

  await tx.insert(tuneCreditCode).values([
    { code: DEMO_CREDIT_CODES.ecuStage, ecu: 2, note: 'Demo: 2 ECU credits', createdAt: at },
    { code: DEMO_CREDIT_CODES.tcu, tcu: 1, note: 'Demo: 1 TCU credit', createdAt: at },
    {
      code: DEMO_CREDIT_CODES.mailed,
      ecu: 1,
      awd: 1,
      recipientEmail: customer.email,
      note: 'Demo: mailed',
      createdAt: at,
    },
  ])

  const [invoice] = await tx
    .insert(tuneCreditInvoice)
    .values({
      buyerUserId: dealer.id,
      dealerOrgId: dealerOrg.id,
      status: 'committed',
      codeCount: 3,
      creditsPerCode: { ecu: 1, tcu: 1, awd: 0 },
      recipientEmail: dealer.email,
      currency: 'USD',
      totalMinor: 3n * (39_900n + 29_900n),
      settledBy: 'test',
      committedByUserId: dealer.id,
      committedAt: at,
      createdAt: at,
    })
    .returning({ id: tuneCreditInvoice.id })
  const dealerCodes = ['RDNX-5555-DDDD', 'RDNX-6666-EEEE', 'RDNX-7777-FFFF']
  await tx.insert(tuneCreditCode).values(
    dealerCodes.map((code) => ({
      code,
      ecu: 1,
      tcu: 1,
      invoiceId: invoice!.id,
      recipientEmail: dealer.email,
      createdAt: at,
    })),
  )

  // The customer claimed the first dealer code (bought at Redline Performance with their install).
  const claimed = dealerCodes[0]!
  const credits: CreditAmounts = { ecu: 1, tcu: 1, awd: 0 }
  const posted = await postTransaction(tx, {
    kind: 'credit-code-claim',
    memo: `Credit code ${claimed} claimed`,
    idempotencyKey: `credit-code:${claimed}`,
    createdByUserId: customer.id,
    reference: { code: claimed },
    at,
    postings: TUNE_CREDIT_KINDS.filter((kind) => credits[kind] > 0).flatMap((kind) => [
      {
        account: {
          ownerKind: 'system' as const,
          ownerId: SYSTEM_OWNER_ID,
          kind: TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(kind),
          unit: tuneCreditUnit(kind),
        },
        amount: -BigInt(credits[kind]),
      },
      {
        account: {
          ownerKind: 'user' as const,
          ownerId: customer.id,
          kind: tuneCreditAccountKind(kind),
          unit: tuneCreditUnit(kind),
        },
        amount: BigInt(credits[kind]),
      },
    ]),
  })
  await tx
    .update(tuneCreditCode)
    .set({ claimedByUserId: customer.id, claimedAt: at, claimTransactionId: posted.transactionId })
    .where(eq(tuneCreditCode.code, claimed))
}

/** One open rescue session of each kind, so the staff queue on /fz/rescue has work in a fresh shop. */
export async function seedRescueSessions(tx: Db, at: Date): Promise<void> {
  const customer = byEmail('customer@example.com')
  await tx.insert(rescueSession).values([
    {
      ownerUserId: customer.id,
      kind: 'ID',
      toolName: 'Flashzilla V3',
      toolSerial: 'FZ3-001874',
      vehicle: '2018 Audi S4 3.0 TFSI',
      ecu: 'Continental Simos 18.4',
      description:
        'The write stopped at 61% when the laptop battery died. The dash lights up but the engine does not crank.',
      contactPhone: '+1 714 555 0142',
      createdAt: at,
      updatedAt: at,
    },
    {
      ownerUserId: customer.id,
      kind: 'check',
      toolName: 'Flashzilla V3',
      toolSerial: 'FZ3-001874',
      vehicle: '2019 Volkswagen Golf GTI 2.0 TSI',
      ecu: 'Bosch MG1CS111',
      description: 'Runs fine after the stage 1 flash, but the check engine light came on after two days (P0299).',
      createdAt: at,
      updatedAt: at,
    },
  ])
}
