import { z } from 'zod'
import { ContentMarkdownSchema } from '../content/content.contract'
import {
  BETA_APPLICATION_STATUSES,
  BETA_CAPACITY_MAX,
  BETA_MAX_MAKES,
  BETA_MAX_TOOLS,
  BETA_NOTES_MAX,
  BETA_PROGRAM_STATUSES,
  BETA_SUMMARY_MAX,
  BETA_TEXTS,
  BETA_TITLE_MAX,
  BETA_YEAR_MAX,
  BETA_YEAR_MIN,
} from './beta-programs.constants'

// The wire contract of beta programs (issue 26 item 7, SPEC §7 beta-programs): the public list and page with the
// asker's own application, the sign-up and withdrawal, and staff's programs and decisions.

const text = (max: number) => z.string().trim().max(max)
const required = (max: number, message: string) => text(max).min(1, message)
const id = z.number().int().positive().max(2_147_483_647)
const makeSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, BETA_TEXTS.unknownMake)
const day = z.iso.date('Use a date like 2026-03-01')

export const BetaEligibilitySchema = z.object({
  makes: z.array(z.object({ slug: z.string(), name: z.string() })),
  tools: z.array(z.object({ id: z.number().int(), name: z.string() })),
})

const programFields = {
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(BETA_PROGRAM_STATUSES),
  eligibility: BetaEligibilitySchema,
  /** At most this many applicants accepted (null: no limit). */
  capacity: z.number().int().nullable(),
  places_left: z.number().int().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
}

export const BetaProgramListItemSchema = z.object(programFields)
export type BetaProgramListItem = z.infer<typeof BetaProgramListItemSchema>

export const BetaProgramListSchema = z
  .object({ data: z.array(BetaProgramListItemSchema) })
  .meta({ id: 'BetaProgramList' })
export type BetaProgramList = z.infer<typeof BetaProgramListSchema>

/** The applicant's own application, as they see it. */
export const MyBetaApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(BETA_APPLICATION_STATUSES),
  make: z.object({ slug: z.string(), name: z.string() }),
  model: z.string(),
  year: z.number().int(),
  engine: z.string(),
  tool: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  notes: z.string(),
  /** Staff's note with the decision (empty until decided). */
  staff_note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type MyBetaApplication = z.infer<typeof MyBetaApplicationSchema>

export const BetaProgramSchema = z
  .object({
    ...programFields,
    /** The description, rendered from staff's Markdown and sanitized on the server. */
    html: z.string(),
    /** The asker's application (null when logged out or not applied). */
    my_application: MyBetaApplicationSchema.nullable(),
    /** What an applicant may choose: the catalog's makes and flash tools. */
    choices: z.object({
      makes: z.array(z.object({ slug: z.string(), name: z.string() })),
      tools: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  })
  .meta({ id: 'BetaProgram' })
export type BetaProgram = z.infer<typeof BetaProgramSchema>

/** What an applicant sends: their vehicle (a catalog make, the rest as text), their flash tool and a note. */
export const BetaApplicationInputSchema = z
  .object({
    make: makeSlug,
    model: required(80, 'Model is required'),
    year: z
      .number()
      .int('Year must be a whole year')
      .min(BETA_YEAR_MIN, `Year must be ${BETA_YEAR_MIN} or later`)
      .max(BETA_YEAR_MAX, `Year must be ${BETA_YEAR_MAX} or earlier`),
    engine: text(80).default(''),
    tool_id: id.nullable().default(null),
    notes: text(BETA_NOTES_MAX).default(''),
  })
  .meta({ id: 'BetaApplicationInput' })
export type BetaApplicationInput = z.infer<typeof BetaApplicationInputSchema>
export type BetaApplicationInputValues = z.input<typeof BetaApplicationInputSchema>

// ---- staff

export const BetaProgramInputSchema = z
  .object({
    title: required(BETA_TITLE_MAX, 'Title is required'),
    summary: required(BETA_SUMMARY_MAX, 'Summary is required'),
    markdown: ContentMarkdownSchema,
    status: z.enum(BETA_PROGRAM_STATUSES),
    make_slugs: z.array(makeSlug).max(BETA_MAX_MAKES).default([]),
    tool_ids: z.array(id).max(BETA_MAX_TOOLS).default([]),
    capacity: z
      .number()
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(BETA_CAPACITY_MAX)
      .nullable()
      .default(null),
    starts_on: day.nullable().default(null),
    ends_on: day.nullable().default(null),
  })
  .refine((input) => !input.starts_on || !input.ends_on || input.ends_on >= input.starts_on, {
    path: ['ends_on'],
    message: BETA_TEXTS.endsBeforeStart,
  })
  .meta({ id: 'BetaProgramInput' })
export type BetaProgramInput = z.infer<typeof BetaProgramInputSchema>
export type BetaProgramInputValues = z.input<typeof BetaProgramInputSchema>

export const BetaApplicationCountsSchema = z.object({
  applied: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  withdrawn: z.number().int(),
})

export const AdminBetaProgramSchema = z
  .object({
    ...programFields,
    markdown: z.string(),
    html: z.string(),
    make_slugs: z.array(z.string()),
    tool_ids: z.array(z.number().int()),
    counts: BetaApplicationCountsSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminBetaProgram' })
export type AdminBetaProgram = z.infer<typeof AdminBetaProgramSchema>

export const AdminBetaProgramListSchema = z
  .object({
    data: z.array(AdminBetaProgramSchema.omit({ markdown: true, html: true })),
    /** What staff may choose as eligibility. */
    choices: BetaProgramSchema.shape.choices,
  })
  .meta({ id: 'AdminBetaProgramList' })
export type AdminBetaProgramList = z.infer<typeof AdminBetaProgramListSchema>

export const BetaApplicationSchema = MyBetaApplicationSchema.extend({
  program_id: z.number().int(),
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  decided_by: z.string().nullable(),
}).meta({ id: 'BetaApplication' })
export type BetaApplication = z.infer<typeof BetaApplicationSchema>

export const BetaApplicationListSchema = z
  .object({ data: z.array(BetaApplicationSchema) })
  .meta({ id: 'BetaApplicationList' })
export type BetaApplicationList = z.infer<typeof BetaApplicationListSchema>

export const BetaDecisionSchema = z.object({ note: text(BETA_NOTES_MAX).default('') }).meta({ id: 'BetaDecision' })
export type BetaDecision = z.infer<typeof BetaDecisionSchema>
