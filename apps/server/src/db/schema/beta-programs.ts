import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { catalogTool } from './catalog'

// Beta programs (issue 26 item 7, SPEC §7 beta-programs): a program staff publish, with its eligibility and
// capacity, and the applications of customers to it.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** One beta program; its description is staff's Markdown and the HTML rendered and sanitized from it on save. */
export const betaProgram = pgTable(
  'beta_program',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    summary: text().notNull(),
    markdown: text().notNull().default(''),
    html: text().notNull().default(''),
    /** draft | open | closed: a draft is staff's alone. */
    status: text().notNull().default('draft'),
    /** The catalog make slugs an applicant's vehicle must be one of (empty: any make). */
    makeSlugs: jsonb().$type<string[]>().notNull().default([]),
    /** The catalog tools an applicant must use one of (empty: any tool). */
    toolIds: jsonb().$type<number[]>().notNull().default([]),
    /** At most this many accepted applicants (null: no limit). */
    capacity: integer(),
    startsOn: date({ mode: 'string' }),
    endsOn: date({ mode: 'string' }),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status),
    check('beta_program_status_check', sql`${t.status} in ('draft', 'open', 'closed')`),
    check('beta_program_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check(
      'beta_program_dates_check',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
)

/** A customer's application to a program: one per program and user (a withdrawn one may apply again, the same row). */
export const betaApplication = pgTable(
  'beta_application',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => betaProgram.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The vehicle: a catalog make slug, the rest as the applicant wrote it. */
    make: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    engine: text().notNull().default(''),
    toolId: integer().references(() => catalogTool.id, { onDelete: 'set null' }),
    notes: text().notNull().default(''),
    /** applied | accepted | declined | withdrawn */
    status: text().notNull().default('applied'),
    /** Staff's note with the decision; the applicant reads it. */
    staffNote: text().notNull().default(''),
    decidedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('beta_application_one_per_user').on(t.programId, t.userId),
    index().on(t.programId, t.status),
    index().on(t.userId),
    check('beta_application_status_check', sql`${t.status} in ('applied', 'accepted', 'declined', 'withdrawn')`),
  ],
)
