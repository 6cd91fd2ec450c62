import {
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_LABELS,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
  VALUE_TRANSFER_KIND,
  type TuneCreditKind,
} from '@shop/domain/ledger'
import { DEALER_POSTING_KINDS } from '@shop/domain/dealers'
import { postTransaction } from '../../features/ledger/post-transaction'
import type { Db } from '../client'
import { dealerTransfer, dealerTransferGroup } from '../schema/dealer-transfers'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from './demo-accounts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The demo's transfers of Redline Performance (issue 25 item 2), by fixed ids the tests name. */
export const DEMO_TRANSFER_IDS = {
  performed: '00000000-0000-4000-8000-0000000007f1',
  pending: '00000000-0000-4000-8000-0000000007f2',
  group: '00000000-0000-4000-8000-0000000007a1',
  groupEcu: '00000000-0000-4000-8000-0000000007f3',
  groupDealer: '00000000-0000-4000-8000-0000000007f4',
}

/** What the house gave Redline to send on: 25 ECU and 10 TCU credits. */
export const REDLINE_SEEDED_CREDITS: Partial<Record<TuneCreditKind, number>> = { ecu: 25, tcu: 10 }

/**
 * Redline's credits from the house (so it has something to send), one transfer to Apex Motorsport already sent
 * (2 ECU, one ledger transaction; the demo customer's own balance stays as the credit specs know it), one waiting for review (1 TCU), and a group of two waiting (1 ECU to the customer,
 * 1 TCU to Apex Motorsport). Deterministic: fixed ids and the seed's moment.
 */
export async function seedDealerTransfers(tx: Tx, at: Date) {
  const redline = DEMO_ORGANIZATIONS.find((org) => org.slug === 'redline-performance')!
  const apex = DEMO_ORGANIZATIONS.find((org) => org.slug === 'apex-motorsport')!
  const customer = DEMO_ACCOUNTS.find((account) => account.email === 'customer@example.com')!
  const owner = DEMO_ACCOUNTS.find((account) => account.email === 'dealer@example.com')!
  const credits = (ownerKind: 'organization' | 'user', ownerId: string, kind: TuneCreditKind) => ({
    ownerKind,
    ownerId,
    kind: tuneCreditAccountKind(kind),
    unit: tuneCreditUnit(kind),
  })

  for (const [kind, amount] of Object.entries(REDLINE_SEEDED_CREDITS) as [TuneCreditKind, number][]) {
    await postTransaction(tx, {
      // As an admin's value transfer from the house (decision 0089): the back office lists it with the others.
      kind: VALUE_TRANSFER_KIND,
      memo: `Transfer of ${amount} ${TUNE_CREDIT_LABELS[kind]} credits by the shop`,
      idempotencyKey: `value-transfer:seed-${redline.slug}-${kind}`,
      createdByUserId: null,
      reference: {
        value: kind,
        reason: 'Opening credits of the demo dealer',
        from_kind: 'house',
        from_id: SYSTEM_OWNER_ID,
        to_kind: 'dealer',
        to_id: redline.id,
      },
      at,
      postings: [
        {
          account: {
            ownerKind: 'system',
            ownerId: SYSTEM_OWNER_ID,
            kind: TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(kind),
            unit: tuneCreditUnit(kind),
          },
          amount: -BigInt(amount),
        },
        { account: credits('organization', redline.id, kind), amount: BigInt(amount) },
      ],
    })
  }

  const sent = await postTransaction(tx, {
    kind: DEALER_POSTING_KINDS.transfer,
    memo: 'Transfer of 2 ECU credits from Redline Performance: shared install day',
    idempotencyKey: `dealer-transfer:${DEMO_TRANSFER_IDS.performed}`,
    createdByUserId: owner.id,
    reference: { dealer_id: redline.id, dealer_transfer_id: DEMO_TRANSFER_IDS.performed, value: 'ecu' },
    at,
    postings: [
      { account: credits('organization', redline.id, 'ecu'), amount: -2n },
      { account: credits('organization', apex.id, 'ecu'), amount: 2n },
    ],
  })

  const base = { dealerId: redline.id, createdByUserId: owner.id, createdAt: at, updatedAt: at }
  await tx.insert(dealerTransferGroup).values({
    id: DEMO_TRANSFER_IDS.group,
    dealerId: redline.id,
    createdByUserId: owner.id,
    memo: 'Winter promotion',
    createdAt: at,
  })
  await tx.insert(dealerTransfer).values([
    {
      ...base,
      id: DEMO_TRANSFER_IDS.performed,
      toDealerId: apex.id,
      value: 'ecu',
      unit: tuneCreditUnit('ecu'),
      amount: 2n,
      state: 'performed',
      memo: 'Shared install day',
      reviewedByUserId: owner.id,
      reviewedAt: at,
      performedByUserId: owner.id,
      performedAt: at,
      performedTransactionId: sent.transactionId,
    },
    {
      ...base,
      id: DEMO_TRANSFER_IDS.pending,
      toUserId: customer.id,
      value: 'tcu',
      unit: tuneCreditUnit('tcu'),
      amount: 1n,
      memo: 'Transmission tune with the next visit',
    },
    {
      ...base,
      id: DEMO_TRANSFER_IDS.groupEcu,
      groupId: DEMO_TRANSFER_IDS.group,
      toUserId: customer.id,
      value: 'ecu',
      unit: tuneCreditUnit('ecu'),
      amount: 1n,
    },
    {
      ...base,
      id: DEMO_TRANSFER_IDS.groupDealer,
      groupId: DEMO_TRANSFER_IDS.group,
      position: 1,
      toDealerId: apex.id,
      value: 'tcu',
      unit: tuneCreditUnit('tcu'),
      amount: 1n,
    },
  ])
}
