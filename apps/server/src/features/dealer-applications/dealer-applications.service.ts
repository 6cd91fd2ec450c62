import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { Actor } from '@shop/domain/accounts'
import {
  DEALER_APPLICATION_DOCUMENT_MAX_BYTES,
  DEALER_APPLICATION_MAX_DOCUMENTS,
  DEALER_APPLICATION_MIN_DOCUMENTS,
  DEALER_APPLICATION_TEXTS as TEXTS,
  DealerApplicationFieldsSchema,
  dealerSlugFrom,
  documentTypeOf,
  REPRESENTATIVE_CONTACTS_PER_HOUR,
  type DealerApplication,
  type DealerApplicationFields,
  type DealerApplicationListQuery,
  type RepresentativeContact,
} from '@shop/domain/dealer-applications'
import { pageWindow } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import { address } from '../../db/schema/accounts'
import { member, organization } from '../../db/schema/auth'
import { dealerBillingProfile } from '../../db/schema/catalog-purchases'
import { dealerApplication, dealerRepresentativeContact } from '../../db/schema/dealer-applications'
import { dealerProfile, dealerSpecializationOf, dealerTool } from '../../db/schema/dealers'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { assertStorableText } from '../../http/storable-text'
import { issuesToFieldErrors } from '../../http/zod-issues'
import { recordAudit } from '../audit/audit.service'
import { grantTeamManagement } from '../dealers'
import * as repo from './dealer-applications.repository'
import { assertWithinLimit, requestWindow } from '../../http/hourly-limit'
import { readBoundedForm } from '../../http/bounded-form'

// Becoming a dealer (issue 25 item 5, SPEC §7 become-dealer): a user applies with the company's details and
// 1–5 documents; an admin approves (the dealer is made: organization, owner membership, profile, billing, tools,
// specializations) or refuses with a reason. Either way the applicant is e-mailed.

/** The whole multipart body: every document at its cap plus the fields. */
export const APPLICATION_BODY_MAX_BYTES =
  DEALER_APPLICATION_MAX_DOCUMENTS * DEALER_APPLICATION_DOCUMENT_MAX_BYTES + 64 * 1024

const HOUR_MS = 60 * 60 * 1000

type Document = { name: string; bytes: Uint8Array; contentType: string }

/**
 * Reads the application form: its length is declared and bounded before a byte is read; the `application` field is
 * the fields as JSON, checked by their schema; each document is size-checked and recognised by its first bytes.
 */
async function readForm(request: Request): Promise<{ fields: DealerApplicationFields; documents: Document[] }> {
  const { form } = await readBoundedForm(request, {
    maxBytes: APPLICATION_BODY_MAX_BYTES,
    notMultipart: TEXTS.notMultipart,
    tooLarge: TEXTS.tooLarge,
  })
  const raw = form.get('application')
  let json: unknown
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined
  } catch {
    json = undefined
  }
  if (json === undefined || json === null || typeof json !== 'object')
    throw validationFailed({ application: ['Send the application’s fields as JSON in the field "application".'] })
  const parsed = DealerApplicationFieldsSchema.safeParse(json)
  if (!parsed.success) throw validationFailed(issuesToFieldErrors(parsed.error.issues))
  const files = form.getAll('documents').filter((value): value is File => typeof value !== 'string' && value.size > 0)
  // No contract validates this form: its text is checked as theirs is (decision 0064).
  assertStorableText({ ...parsed.data, documents: files.map((file) => file.name) })
  if (files.length < DEALER_APPLICATION_MIN_DOCUMENTS || files.length > DEALER_APPLICATION_MAX_DOCUMENTS)
    throw validationFailed({ documents: [TEXTS.documentsCount] })
  const documents: Document[] = []
  for (const file of files) {
    if (file.size > DEALER_APPLICATION_DOCUMENT_MAX_BYTES)
      throw new AppError(413, 'payload_too_large', TEXTS.documentTooLarge(file.name.slice(0, 200)))
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = documentTypeOf(bytes.subarray(0, 16))
    if (!contentType) throw validationFailed({ documents: [TEXTS.documentTypes] })
    documents.push({ name: file.name.slice(0, 200) || 'document', bytes, contentType })
  }
  return { fields: parsed.data, documents }
}

/** Tools must be dealer-ownable catalog tools, specializations existing ones: each unknown id named by its index. */
async function checkChoices(deps: AppDeps, fields: DealerApplicationFields) {
  const tools = new Set((await repo.ownableTools(deps.db, fields.tool_ids)).map((tool) => tool.id))
  const specs = new Set((await repo.specializations(deps.db, fields.specialization_ids)).map((spec) => spec.id))
  const errors: Record<string, string[]> = {}
  fields.tool_ids.forEach((id, index) => {
    if (!tools.has(id)) errors[`tool_ids.${index}`] = [TEXTS.unknownTool]
  })
  fields.specialization_ids.forEach((id, index) => {
    if (!specs.has(id)) errors[`specialization_ids.${index}`] = [TEXTS.unknownSpecialization]
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
}

const applicationOpen = () => new AppError(409, 'application_open', TEXTS.alreadyOpen)
const alreadyDecided = () => new AppError(409, 'already_decided', TEXTS.alreadyDecided)
const unique = <T>(values: T[]) => [...new Set(values)]

/** The application as the wire shows it; `admin` adds the documents' download links and who decided. */
async function applicationOut(deps: AppDeps, row: repo.ApplicationRow, admin: boolean): Promise<DealerApplication> {
  const [documents, tools, specs, applicant, dealer, decider] = await Promise.all([
    repo.documentsOf(deps.db, [row.id]),
    repo.ownableTools(deps.db, row.toolIds),
    repo.specializations(deps.db, row.specializationIds),
    repo.userOf(deps.db, row.userId),
    repo.dealerOf(deps.db, row.organizationId),
    admin && row.decidedByUserId ? repo.userOf(deps.db, row.decidedByUserId) : undefined,
  ])
  return {
    id: row.id,
    status: row.status as DealerApplication['status'],
    company_name: row.companyName,
    legal_name: row.legalName,
    tax_id: row.taxId,
    email: row.email,
    phone: row.phone,
    website: row.website,
    shop_address: row.shopAddress,
    billing_address: row.billingAddress,
    tools: tools.map(({ id, name }) => ({ id, name })),
    specializations: specs.map(({ id, name }) => ({ id, name })),
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      content_type: document.contentType,
      size: document.size,
      url: admin ? `/api/admin/dealer-applications/${row.id}/documents/${document.id}` : null,
    })),
    reason: row.reason,
    dealer,
    applicant: applicant ?? { id: row.userId, name: '', email: '' },
    decided_by: decider ? decider.name || decider.email : null,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }
}

// ---- the applicant

/** A new application from its multipart form; 409 while the user has one under review. */
export async function submitApplication(deps: AppDeps, actor: Actor, request: Request) {
  const { fields, documents } = await readForm(request)
  const fieldsOut = {
    ...fields,
    tool_ids: unique(fields.tool_ids),
    specialization_ids: unique(fields.specialization_ids),
  }
  await checkChoices(deps, fieldsOut)
  const latest = await repo.latestOf(deps.db, actor.id)
  if (latest?.status === 'submitted') throw applicationOpen()
  const stored: { key: string; size: number; sha256: string; document: Document }[] = []
  try {
    for (const document of documents) {
      const object = await deps.files.put(Readable.from([document.bytes]), {
        maxBytes: DEALER_APPLICATION_DOCUMENT_MAX_BYTES,
        prefix: 'dealerdocs',
        contentType: document.contentType,
      })
      stored.push({ ...object, document })
    }
    const row = await repo
      .insertApplication(
        deps.db,
        {
          userId: actor.id,
          companyName: fieldsOut.company_name,
          legalName: fieldsOut.legal_name,
          taxId: fieldsOut.tax_id,
          email: fieldsOut.email,
          phone: fieldsOut.phone,
          website: fieldsOut.website,
          shopAddress: fieldsOut.shop_address,
          billingAddress: fieldsOut.billing_address,
          toolIds: fieldsOut.tool_ids,
          specializationIds: fieldsOut.specialization_ids,
        },
        stored.map(({ key, size, sha256, document }) => ({
          storageKey: key,
          size,
          sha256,
          contentType: document.contentType,
          originalName: document.name,
        })),
      )
      .catch((error: unknown) => {
        // Two submissions at once: the partial unique index lets one through.
        if (
          String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code) ===
          '23505'
        )
          throw applicationOpen()
        throw error
      })
    const applicant = await repo.userOf(deps.db, actor.id)
    const brand = deps.siteConfig.brandName
    if (applicant) {
      await deps.mailer.send({
        to: applicant.email,
        subject: `${brand}: we received your dealer application`,
        text: [
          `Thank you, ${applicant.name || applicant.email}. We received the application of ${row.companyName} to become a ${brand} dealer`,
          `(${stored.length} document${stored.length === 1 ? '' : 's'}).`,
          '',
          'Our dealer team reviews it and e-mails you the decision. Follow its status at:',
          `${deps.publicUrl}${paths.newDealer()}`,
        ].join('\n'),
      })
    }
    await deps.mailer.send({
      to: deps.siteConfig.dealerTeamEmail,
      subject: `${brand}: new dealer application from ${row.companyName}`,
      text: [
        `${row.companyName} (${row.legalName}, ${row.shopAddress.city}) applied to become a dealer.`,
        `Review it at ${deps.publicUrl}${paths.adminDealerApplication(row.id)}`,
      ].join('\n'),
    })
    return applicationOut(deps, row, false)
  } catch (error) {
    await Promise.all(stored.map(({ key }) => deps.files.delete(key)))
    throw error
  }
}

/** The user's latest application (null when they never applied). */
export async function myApplication(deps: AppDeps, actor: Actor) {
  const row = await repo.latestOf(deps.db, actor.id)
  return { application: row ? await applicationOut(deps, row, false) : null }
}

// ---- the admin

export async function listApplications(deps: AppDeps, query: DealerApplicationListQuery) {
  const { offset, limit } = pageWindow(query, 0)
  const { rows, total } = await repo.listApplications(deps.db, query.status, offset, limit)
  return {
    data: rows.map(({ application, applicant, documents }) => ({
      id: application.id,
      status: application.status as DealerApplication['status'],
      company_name: application.companyName,
      city: application.shopAddress.city,
      applicant,
      documents: Number(documents),
      created_at: application.createdAt.toISOString(),
      decided_at: application.decidedAt?.toISOString() ?? null,
    })),
    meta: pageWindow(query, total).meta,
  }
}

async function existing(deps: AppDeps, id: number) {
  const row = await repo.findApplication(deps.db, id)
  if (!row) throw notFound('This application')
  return row
}

export async function readApplication(deps: AppDeps, id: number) {
  return applicationOut(deps, await existing(deps, id), true)
}

export async function applicationDocument(deps: AppDeps, id: number, documentId: string) {
  await existing(deps, id)
  const document = (await repo.documentsOf(deps.db, [id])).find((candidate) => candidate.id === documentId)
  if (!document) throw notFound('This document')
  const stream = await deps.files.get(document.storageKey)
  if (!stream) throw notFound('This document')
  return { document, stream }
}

/**
 * Approves an application: in one transaction, under a lock on the application, the organization (kind dealer,
 * a free slug from the company name), the applicant's owner membership, the dealer profile (active, approved now,
 * the shop located for the locator), the billing address as the dealer's billing profile, its tools and
 * specializations; audited. Approving an approved application answers the same dealer; a refused one is a 409.
 */
export async function approveApplication(deps: AppDeps, actor: Actor, id: number, requestId: string | null) {
  const before = await existing(deps, id)
  const shop = before.shopAddress
  const place =
    before.status === 'submitted'
      ? await deps.geocoder.locate(`${shop.line1}, ${shop.city}, ${shop.state} ${shop.postal_code}`.trim())
      : null
  const now = deps.clock()
  const { row, created } = await deps.db.transaction(async (tx) => {
    const locked = await repo.findApplication(tx, id, { lock: true })
    if (!locked) throw notFound('This application')
    if (locked.status === 'approved') return { row: locked, created: false }
    if (locked.status !== 'submitted') throw alreadyDecided()
    const taken = await repo.slugsLike(tx, dealerSlugFrom(locked.companyName))
    const slug = dealerSlugFrom(locked.companyName, (candidate) => taken.has(candidate))
    const organizationId = crypto.randomUUID()
    await tx
      .insert(organization)
      .values({ id: organizationId, name: locked.companyName, slug, kind: 'dealer', createdAt: now })
    await tx
      .insert(member)
      .values({ id: crypto.randomUUID(), organizationId, userId: locked.userId, role: 'owner', createdAt: now })
    await grantTeamManagement(tx, { userId: locked.userId, actorUserId: actor.id, requestId, at: now })
    await tx.insert(dealerProfile).values({
      organizationId,
      status: 'active',
      legalName: locked.legalName,
      taxId: locked.taxId,
      email: locked.email,
      phone: locked.phone,
      website: locked.website,
      line1: shop.line1,
      line2: shop.line2,
      city: shop.city,
      state: shop.state,
      postalCode: shop.postal_code,
      countryCode: shop.country_code,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      approvedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    const billing = locked.billingAddress
    const [billingAddress] = await tx
      .insert(address)
      .values({
        userId: locked.userId,
        countryCode: billing.country_code,
        fullName: billing.full_name,
        line1: billing.line1,
        line2: billing.line2,
        city: billing.city,
        state: billing.state,
        postalCode: billing.postal_code,
        email: locked.email,
        phone: locked.phone,
        readonly: true,
      })
      .returning({ id: address.id })
    await tx.insert(dealerBillingProfile).values({ organizationId, billingAddressId: billingAddress!.id })
    // Only what is still dealer-ownable and still exists at approval.
    const tools = await repo.ownableTools(tx, locked.toolIds)
    if (tools.length > 0) {
      await tx
        .insert(dealerTool)
        .values(tools.map((tool) => ({ organizationId, toolId: tool.id, currency: deps.siteConfig.defaultCurrency })))
    }
    const specs = await repo.specializations(tx, locked.specializationIds)
    if (specs.length > 0) {
      await tx
        .insert(dealerSpecializationOf)
        .values(specs.map((spec) => ({ organizationId, specializationId: spec.id })))
    }
    const [approved] = await tx
      .update(dealerApplication)
      .set({ status: 'approved', organizationId, decidedByUserId: actor.id, decidedAt: now, updatedAt: now })
      .where(eq(dealerApplication.id, id))
      .returning()
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'dealer-application.approved',
      subject: { type: 'dealer-application', id: String(id) },
      details: { organization_id: organizationId, slug, company: locked.companyName },
      requestId,
    })
    return { row: approved!, created: true }
  })
  if (created) {
    await deps.globalState.forgetUser(row.userId)
    const applicant = await repo.userOf(deps.db, row.userId)
    const dealer = await repo.dealerOf(deps.db, row.organizationId)
    if (applicant && dealer) {
      await deps.mailer.send({
        to: applicant.email,
        subject: `${deps.siteConfig.brandName}: ${row.companyName} is now a dealer`,
        text: [
          `Welcome, ${applicant.name || applicant.email}. We approved the dealer application of ${row.companyName}.`,
          '',
          'Your dealer portal is open; you are its owner. Start with its checklist:',
          `${deps.publicUrl}${paths.dealer(dealer.slug)}`,
        ].join('\n'),
      })
    }
  }
  return applicationOut(deps, row, true)
}

/** Refuses an application under review, with the reason the applicant is e-mailed; audited. */
export async function refuseApplication(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
  requestId: string | null,
) {
  await existing(deps, id)
  const now = deps.clock()
  const row = await deps.db.transaction(async (tx) => {
    const locked = await repo.findApplication(tx, id, { lock: true })
    if (!locked) throw notFound('This application')
    if (locked.status !== 'submitted') throw alreadyDecided()
    const [refused] = await tx
      .update(dealerApplication)
      .set({ status: 'refused', reason, decidedByUserId: actor.id, decidedAt: now, updatedAt: now })
      .where(eq(dealerApplication.id, id))
      .returning()
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'dealer-application.refused',
      subject: { type: 'dealer-application', id: String(id) },
      details: { company: locked.companyName },
      reason,
      requestId,
    })
    return refused!
  })
  const applicant = await repo.userOf(deps.db, row.userId)
  if (applicant) {
    await deps.mailer.send({
      to: applicant.email,
      subject: `${deps.siteConfig.brandName}: your dealer application`,
      text: [
        `${applicant.name || applicant.email}, we reviewed the dealer application of ${row.companyName} and cannot approve it:`,
        '',
        reason,
        '',
        `You may apply again at ${deps.publicUrl}${paths.newDealer()}`,
      ].join('\n'),
    })
  }
  return applicationOut(deps, row, true)
}

// ---- representatives

/**
 * A message to the dealer team from the public form: stored and mailed to the team's address. One address may
 * send REPRESENTATIVE_CONTACTS_PER_HOUR an hour; past that a 429 says when to try again.
 */
export async function contactRepresentatives(deps: AppDeps, input: RepresentativeContact, ip: string) {
  const since = new Date(deps.clock().getTime() - HOUR_MS)
  const who = eq(dealerRepresentativeContact.ip, ip)
  const window = await requestWindow(deps.db, dealerRepresentativeContact.createdAt, who, since)
  assertWithinLimit(window, REPRESENTATIVE_CONTACTS_PER_HOUR, deps.clock())
  const [row] = await deps.db
    .insert(dealerRepresentativeContact)
    .values({ ...input, ip, createdAt: deps.clock() })
    .returning({ id: dealerRepresentativeContact.id })
  await deps.mailer.send({
    to: deps.siteConfig.dealerTeamEmail,
    subject: `${deps.siteConfig.brandName}: a message for the dealer team from ${input.name}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      ...(input.phone ? [`Phone: ${input.phone}`] : []),
      ...(input.company ? [`Company: ${input.company}`] : []),
      '',
      input.message,
    ].join('\n'),
  })
  return { id: row!.id, received: true as const }
}
