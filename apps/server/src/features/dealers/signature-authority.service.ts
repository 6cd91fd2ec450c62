import { Readable } from 'node:stream'
import { isAdmin, type Actor } from '@shop/domain/accounts'
import { imageTypeOf } from '@shop/domain/catalog-purchase'
import {
  mayNameSignatories,
  SIGNATORIES_MANAGED_BY_TEXT,
  SIGNATURE_AUTHORITY_REQUIRED_TEXT,
  SIGNATURE_MAX_BYTES,
  type AdminSignatureAuthorityListQuery,
  type CreditLimitRequest,
  type CreditLimitRequestCreate,
  type SignatureAuthority,
  type SignatureAuthorityCreate,
} from '@shop/domain/dealers'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import { dealerFor, type DealerRef } from './dealer-access'
import * as dealers from './dealers.repository'
import * as repository from './signature-authority.repository'

// SPEC §3 signature authority (issue 25 item 7): a dealer names who may sign for it — a member, their legal name
// and an image of their signature. Statement acceptance and credit-limit raise requests need one
// (`requireSignatureAuthority`). Naming and revoking are audited; nothing is deleted.

type Deps = Pick<AppDeps, 'db' | 'files' | 'clock'>

const iso = (at: Date) => at.toISOString()

export function authorityOut(row: repository.AuthorityRow): SignatureAuthority {
  return {
    id: row.id,
    dealer: { id: row.dealerId, slug: row.dealerSlug, name: row.dealerName },
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    legal_name: row.legalName,
    signature_url: `/api/v1/signature-authority/${row.id}/signature`,
    status: row.revokedAt ? 'revoked' : 'active',
    created_at: iso(row.createdAt),
    revoked_at: row.revokedAt ? iso(row.revokedAt) : null,
  }
}

/** Whether the actor may name or revoke this dealer's signatories (the owner; a manager with `dsig`; an admin). */
function mayName(actor: Actor, dealer: DealerRef) {
  const role = dealer.viewerRole === 'admin' || dealer.viewerRole === 'staff' ? null : dealer.viewerRole
  return mayNameSignatories({ role, flags: actor.flags, admin: isAdmin(actor) })
}

/** 403 with the rule's text unless the actor may name or revoke this dealer's signatories. */
function assertMayName(actor: Actor, dealer: DealerRef) {
  if (!mayName(actor, dealer)) throw new AppError(403, 'forbidden', SIGNATORIES_MANAGED_BY_TEXT)
}

/**
 * The active signature authority of `userId` for `dealerId`; a 403 `signature_authority_required` with a clear text
 * when the dealer has not named them. For the actions that need a signatory: statement acceptance, credit-limit
 * raise requests.
 */
export async function requireSignatureAuthority(db: Db, dealerId: string, userId: string) {
  const found = await repository.activeAuthority(db, dealerId, userId)
  if (!found) throw new AppError(403, 'signature_authority_required', SIGNATURE_AUTHORITY_REQUIRED_TEXT)
  return found
}

/** `GET /v1/signature-authority?dealer=`: the dealer's signatories (owner, managers, staff). */
export async function listForDealer(deps: Deps, actor: Actor | null, slug: string) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const [rows, members] = await Promise.all([
    repository.authoritiesOf(deps.db, dealer.id),
    repository.membersOf(deps.db, dealer.id),
  ])
  return {
    data: rows.map(authorityOut),
    members: members.map((m) => ({ user_id: m.userId, name: m.name, email: m.email })),
    may_name: mayName(actor!, dealer),
  }
}

/** The image's bytes from its base64, checked: PNG or JPEG by its first bytes, at most SIGNATURE_MAX_BYTES. */
function signatureImage(base64: string) {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
  if (bytes.length > SIGNATURE_MAX_BYTES) {
    throw validationFailed({ signature_base64: ['The signature image must be 200 KB or smaller.'] })
  }
  const type = imageTypeOf(bytes.subarray(0, 16))
  if (type !== 'image/png' && type !== 'image/jpeg') {
    throw validationFailed({ signature_base64: ['The signature must be a PNG or JPEG image.'] })
  }
  return { bytes, type }
}

/** `POST /v1/signature-authority`: names a member of the dealer as its signatory; audited. */
export async function nameSignatory(
  deps: Deps,
  actor: Actor | null,
  input: SignatureAuthorityCreate,
  requestId: string | null,
): Promise<SignatureAuthority> {
  const dealer = await dealerFor(deps.db, actor, input.dealer, 'dealer:manage')
  assertMayName(actor!, dealer)
  if (!(await repository.membershipRole(deps.db, dealer.id, input.user_id))) {
    throw validationFailed({ user_id: ['Name a member of this dealer.'] })
  }
  if (await repository.activeAuthority(deps.db, dealer.id, input.user_id)) {
    throw validationFailed({ user_id: ['This member is already a signatory; revoke the old one first.'] })
  }
  const image = signatureImage(input.signature_base64)
  const stored = await deps.files.put(Readable.from([image.bytes]), {
    maxBytes: SIGNATURE_MAX_BYTES,
    prefix: 'signature',
    contentType: image.type,
  })
  try {
    const id = await deps.db.transaction(async (tx) => {
      const now = deps.clock()
      const fileId = await repository.insertStoredFile(tx, {
        ownerUserId: actor!.id,
        kind: 'other',
        originalName: `signature-${dealer.slug}.${image.type === 'image/png' ? 'png' : 'jpg'}`,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.key,
        contentType: image.type,
        createdAt: now,
      })
      const id = await repository.insertAuthority(tx, {
        organizationId: dealer.id,
        userId: input.user_id,
        legalName: input.legal_name,
        signatureFileId: fileId,
        createdByUserId: actor!.id,
        createdAt: now,
      })
      await recordAudit(tx, {
        actorUserId: actor!.id,
        action: 'signature-authority.named',
        subject: { type: 'signature-authority', id: String(id) },
        details: { dealer_id: dealer.id, user_id: input.user_id, legal_name: input.legal_name },
        requestId,
      })
      return id
    })
    return authorityOut((await repository.findAuthority(deps.db, id))!)
  } catch (error) {
    await deps.files.delete(stored.key)
    throw error
  }
}

/** The authority `id` as `actor` may see it under `action`: another dealer's is a 404, as one that does not exist. */
async function visibleAuthority(
  db: Db,
  actor: Actor | null,
  id: number,
  action: 'dealer:settings-read' | 'dealer:manage',
) {
  const row = await repository.findAuthority(db, id)
  if (!row) {
    // Refuse the anonymous caller as every dealer route does, before saying what exists.
    if (!actor) await dealerFor(db, actor, 'x', action)
    throw notFound('This signature authority')
  }
  const dealer = await dealerFor(db, actor, row.dealerSlug, action).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw notFound('This signature authority')
    throw error
  })
  return { row, dealer }
}

/** `DELETE /v1/signature-authority/{id}`: revokes a signatory (kept, with who revoked it and when); audited. */
export async function revokeSignatory(
  deps: Deps,
  actor: Actor | null,
  id: number,
  requestId: string | null,
): Promise<SignatureAuthority> {
  const { row, dealer } = await visibleAuthority(deps.db, actor, id, 'dealer:manage')
  assertMayName(actor!, dealer)
  if (!row.revokedAt) {
    await deps.db.transaction(async (tx) => {
      await repository.revokeAuthority(tx, id, actor!.id, deps.clock())
      await recordAudit(tx, {
        actorUserId: actor!.id,
        action: 'signature-authority.revoked',
        subject: { type: 'signature-authority', id: String(id) },
        details: { dealer_id: row.dealerId, user_id: row.userId, legal_name: row.legalName },
        requestId,
      })
    })
  }
  return authorityOut((await repository.findAuthority(deps.db, id))!)
}

/** The signature image of an authority (owner, managers, staff). */
export async function signatureOf(deps: Deps, actor: Actor | null, id: number) {
  await visibleAuthority(deps.db, actor, id, 'dealer:settings-read')
  const file = await repository.signatureFileOf(deps.db, id)
  const stream = file ? await deps.files.get(file.storageKey) : null
  if (!file || !stream) throw notFound('This signature')
  return { file, stream }
}

const permitAdmin = (actor: Actor | null) => permit(actor, 'back-office:write')

/** `/admin/dealer-signature-authority`: every dealer's signatories, filtered and paged (Admin). */
export async function listAll(deps: Deps, actor: Actor | null, query: AdminSignatureAuthorityListQuery) {
  permitAdmin(actor)
  const total = await repository.countAll(deps.db, query)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = offset < total ? await repository.findAll(deps.db, query, offset, limit) : []
  return { data: rows.map(authorityOut), meta }
}

/** One signature authority (Admin). */
export async function getOne(deps: Deps, actor: Actor | null, id: number): Promise<SignatureAuthority> {
  permitAdmin(actor)
  const row = await repository.findAuthority(deps.db, id)
  if (!row) throw notFound('This signature authority')
  return authorityOut(row)
}

function requestOut(row: repository.CreditLimitRequestRow): CreditLimitRequest {
  return {
    id: row.id,
    dealer_id: row.dealerId,
    currency: row.currency,
    amount_minor: Number(row.amountMinor),
    current_limit_minor: Number(row.currentLimitMinor),
    reason: row.reason,
    requested_by_name: row.requestedByName,
    requested_by_email: row.requestedByEmail,
    signed_as: row.signedAs,
    created_at: iso(row.createdAt),
  }
}

/** A dealer's latest credit-limit requests, for its admin page. */
export async function creditLimitRequestsOf(db: Db, dealerId: string): Promise<CreditLimitRequest[]> {
  return (await repository.creditLimitRequestsOf(db, dealerId)).map(requestOut)
}

/** How many signatories a dealer has named and not revoked. */
export const activeSignatories = (db: Db, dealerId: string) => repository.countActive(db, dealerId)

/**
 * `POST /v1/dealers/{slug}/credit-limit-requests`: the dealer asks for a higher limit in a currency. Needs
 * `dealer:manage` and a named signatory (403 otherwise); stored, audited, shown to admins on the dealer's page.
 */
export async function requestCreditLimit(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  input: CreditLimitRequestCreate,
  requestId: string | null,
): Promise<CreditLimitRequest> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const authority = await requireSignatureAuthority(deps.db, dealer.id, actor!.id)
  const current = await dealers.creditLimitOf(deps.db, dealer.id, input.currency)
  if (BigInt(input.amount_minor) <= current) {
    throw validationFailed({ amount_minor: ['Ask for more than the current limit.'] })
  }
  const id = await deps.db.transaction(async (tx) => {
    const id = await repository.insertCreditLimitRequest(tx, {
      organizationId: dealer.id,
      currency: input.currency,
      amountMinor: BigInt(input.amount_minor),
      currentLimitMinor: current,
      reason: input.reason,
      requestedByUserId: actor!.id,
      signatureAuthorityId: authority.id,
      createdAt: deps.clock(),
    })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'dealer.credit-limit-requested',
      subject: { type: 'organization', id: dealer.id },
      details: { currency: input.currency, from: current.toString(), to: String(input.amount_minor) },
      reason: input.reason,
      requestId,
    })
    return id
  })
  const rows = await repository.creditLimitRequestsOf(deps.db, dealer.id)
  return requestOut(rows.find((row) => row.id === id)!)
}
