import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ApplicationAddress } from '@shop/domain/dealer-applications'
import { organization, user } from './auth'
import { storedFile } from './stored-files'

// Becoming a dealer (issue 25 item 5, SPEC §7 become-dealer, dealer-representatives/contact): a user's application
// with its documents, an admin's decision, and the messages of the representatives' contact form.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** One application to become a dealer; at most one `submitted` per user. Approved, it names the dealer it made. */
export const dealerApplication = pgTable(
  'dealer_application',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** submitted | approved | refused */
    status: text().notNull().default('submitted'),
    companyName: text().notNull(),
    legalName: text().notNull(),
    taxId: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    website: text().notNull().default(''),
    shopAddress: jsonb().$type<ApplicationAddress>().notNull(),
    billingAddress: jsonb().$type<ApplicationAddress & { full_name: string }>().notNull(),
    /** Catalog tools (dealer-ownable) and specializations the applicant named, as ids. */
    toolIds: jsonb().$type<number[]>().notNull().default([]),
    specializationIds: jsonb().$type<number[]>().notNull().default([]),
    /** Why it was refused; the applicant reads it. */
    reason: text().notNull().default(''),
    decidedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The dealer organization the approval made. */
    organizationId: text().references(() => organization.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.status, t.createdAt),
    uniqueIndex('dealer_application_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'submitted'`),
    check('dealer_application_status_check', sql`${t.status} in ('submitted', 'approved', 'refused')`),
    check('dealer_application_refusal_reason', sql`${t.status} <> 'refused' or length(${t.reason}) > 0`),
    check('dealer_application_approved_dealer', sql`${t.status} <> 'approved' or ${t.organizationId} is not null`),
  ],
)

/** A document of an application (business licence, resale certificate…): a stored file, PDF, JPEG or PNG. */
export const dealerApplicationDocument = pgTable(
  'dealer_application_document',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: integer()
      .notNull()
      .references(() => dealerApplication.id, { onDelete: 'cascade' }),
    storedFileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.applicationId)],
)

/** A message to the dealer team from the representatives' contact form (public, limited per address). */
export const dealerRepresentativeContact = pgTable(
  'dealer_representative_contact',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    company: text().notNull().default(''),
    message: text().notNull(),
    /** The sender's address, for the per-hour limit. */
    ip: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ip, t.createdAt)],
)
