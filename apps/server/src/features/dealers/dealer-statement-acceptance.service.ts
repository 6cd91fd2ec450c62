import type { Actor } from '@shop/domain/accounts'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { DealerStatementDetail } from '@shop/domain/dealers'
import { AppError, notFound } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { dealerFor } from './dealer-access'
import * as repository from './dealer-statements.repository'
import { getStatement, issueMissingStatements } from './dealer-statements.service'
import { requireSignatureAuthority } from './signature-authority.service'

// Statement acceptance (issue 25 item 7, decision 0107): one of the dealer's named signatories signs for an issued
// statement. The acceptance is a row of its own, written once and never changed (the statement stays as issued);
// the signatory's legal name is copied into it, so that it reads the same after they are revoked.

type Deps = Parameters<typeof getStatement>[0]

const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * `POST /v1/dealers/{slug}/statements/{id}/accept`: needs `dealer:manage` and a named signatory (403 with the
 * signature rule's text otherwise). The open month's statement is a 409; a statement accepted by someone else a
 * 409 naming who and when; the same signer accepting again gets the statement as it is (a retry records nothing).
 */
export async function acceptStatement(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  id: string,
  requestId: string | null,
): Promise<DealerStatementDetail> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  await issueMissingStatements(deps, dealer.id)
  const row = id.startsWith('current-') ? null : await repository.findStatement(deps.db, dealer.id, id)
  if (!row && !id.startsWith('current-')) throw notFound('This statement')
  const authority = await requireSignatureAuthority(deps.db, dealer.id, actor!.id)
  if (!row) throw new AppError(409, 'statement_not_issued', ERROR_TEXTS.statementOpenNotAcceptable)
  const refuseOther = (existing: repository.AcceptanceRow) => {
    if (existing.userId === actor!.id) return
    throw new AppError(
      409,
      'statement_already_accepted',
      ERROR_TEXTS.statementAlreadyAccepted(existing.legalName, dayOf(existing.acceptedAt)),
    )
  }
  const before = await repository.acceptanceOf(deps.db, row.id)
  if (before) {
    refuseOther(before)
    return getStatement(deps, actor, slug, id)
  }
  const recorded = await deps.db.transaction(async (tx) => {
    const inserted = await repository.insertAcceptanceOnce(tx, {
      statementId: row.id,
      organizationId: dealer.id,
      signatureAuthorityId: authority.id,
      userId: actor!.id,
      legalName: authority.legalName,
      acceptedAt: deps.clock(),
    })
    if (!inserted) return false
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'dealer.statement-accepted',
      subject: { type: 'dealer-statement', id: row.id },
      details: {
        dealer_id: dealer.id,
        number: row.number,
        closing_minor: row.closingMinor.toString(),
        signature_authority_id: authority.id,
        legal_name: authority.legalName,
      },
      requestId,
    })
    return true
  })
  // Two signers at once: the one whose row went in first accepted it; the other is told who.
  if (!recorded) refuseOther((await repository.acceptanceOf(deps.db, row.id))!)
  return getStatement(deps, actor, slug, id)
}
