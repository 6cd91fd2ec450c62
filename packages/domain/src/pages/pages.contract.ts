import { z } from 'zod'
import { ContentMarkdownSchema } from '../content/content.contract'
import { MoneySchema } from '../money/money.schema'
import { DIFF_LINE_KINDS, PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX } from './pages.constants'

// The wire of editable pages (SPEC §7 editable-page; decision 0115).

const when = z.iso.datetime({ offset: true })
const person = z.object({ id: z.string().nullable(), name: z.string() })

export const FaqQuestionSchema = z.object({ id: z.string(), question: z.string(), html: z.string() })
export const FaqGroupSchema = z.object({ id: z.string(), title: z.string(), questions: z.array(FaqQuestionSchema) })
export type FaqGroup = z.infer<typeof FaqGroupSchema>

/** A page as visitors read it: the sanitized HTML; the FAQ's questions grouped as well. */
export const EditablePageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    html: z.string(),
    updated_at: when,
    /** The FAQ's groups of questions (each answer's HTML); null on every other page. */
    faq: z.array(FaqGroupSchema).nullable(),
  })
  .meta({ id: 'EditablePage' })
export type EditablePage = z.infer<typeof EditablePageSchema>

export const AdminPageListItemSchema = z.object({
  slug: z.string(),
  key: z.string(),
  title: z.string(),
  version: z.number().int(),
  updated_at: when,
  /** Who saved last; `the shop` for the first load. */
  updated_by: person,
})
export const AdminPageListSchema = z.object({ data: z.array(AdminPageListItemSchema) }).meta({ id: 'AdminPageList' })
export type AdminPageList = z.infer<typeof AdminPageListSchema>

/** A page as staff edit it: the Markdown and the version the next save is based on. */
export const AdminPageSchema = z
  .object({
    slug: z.string(),
    key: z.string(),
    title: z.string(),
    description: z.string(),
    markdown: z.string(),
    html: z.string(),
    version: z.number().int(),
    updated_at: when,
    updated_by: person,
  })
  .meta({ id: 'AdminPage' })
export type AdminPage = z.infer<typeof AdminPageSchema>

const trimmedText = (max: number, field: string) =>
  z.string().trim().min(1, `Write the page’s ${field}.`).max(max, `The ${field} must be ${max} characters or fewer.`)

export const PageSaveSchema = z
  .object({
    title: trimmedText(PAGE_TITLE_MAX, 'title'),
    description: trimmedText(PAGE_DESCRIPTION_MAX, 'description'),
    markdown: ContentMarkdownSchema,
    /**
     * The version the edit started from: another save since then is a 409, and nothing is overwritten. 0 starts a
     * page the shop knows but nobody wrote yet (a tool chart's `tcc/{id}`).
     */
    based_on_version: z.number().int().min(0).max(1_000_000),
  })
  .meta({ id: 'PageSave' })
export type PageSave = z.infer<typeof PageSaveSchema>

export const PageVersionSummarySchema = z.object({
  number: z.number().int(),
  title: z.string(),
  author: person,
  created_at: when,
  /** The version this one restored, or null for an ordinary save. */
  restored_from: z.number().int().nullable(),
})
export const PageVersionListSchema = z
  .object({ data: z.array(PageVersionSummarySchema) })
  .meta({ id: 'PageVersionList' })
export type PageVersionList = z.infer<typeof PageVersionListSchema>

export const PageVersionSchema = PageVersionSummarySchema.extend({
  description: z.string(),
  markdown: z.string(),
}).meta({ id: 'PageVersion' })
export type PageVersion = z.infer<typeof PageVersionSchema>

export const PageDiffQuerySchema = z.object({
  against: z.coerce.number().int('against must be a version number').min(1).max(1_000_000),
})

export const PageDiffLineSchema = z.object({ kind: z.enum(DIFF_LINE_KINDS), text: z.string() })
/** The Markdown of version `against` turned into version `number`, line by line. */
export const PageDiffSchema = z
  .object({
    number: z.number().int(),
    against: z.number().int(),
    lines: z.array(PageDiffLineSchema),
    added: z.number().int(),
    removed: z.number().int(),
  })
  .meta({ id: 'PageDiff' })
export type PageDiff = z.infer<typeof PageDiffSchema>

/** An image uploaded for a page: its public address, to put in the Markdown as `![alt](url)`. */
export const ContentImageSchema = z
  .object({ url: z.string(), content_type: z.string(), size: z.number().int() })
  .meta({ id: 'ContentImage' })
export type ContentImage = z.infer<typeof ContentImageSchema>

export const ContentImageFormSchema = z.object({
  image: z.string().meta({ format: 'binary', description: 'PNG, JPEG, WebP or GIF, 5 MB at most' }),
})

// The tool compatibility chart (SPEC §2 /tcc/{id}/): what the catalog says a tool flashes.

export const ToolChartVehicleSchema = z.object({
  model: z.string(),
  year: z.string(),
  engine: z.string(),
  /** The vehicle page's segments, for a link. */
  make_slug: z.string(),
  model_slug: z.string(),
  engine_slug: z.string(),
})
export const ToolChartMakeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  vehicles: z.array(ToolChartVehicleSchema),
})
export const ToolChartSchema = z
  .object({
    tool: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      product_slug: z.string(),
      /** What it costs to buy, in the display currency. */
      price: MoneySchema,
      rent_price: MoneySchema.nullable(),
    }),
    /** Staff's page `tcc/{id}` when one was written. */
    page: EditablePageSchema.nullable(),
    /** The makes and engines whose tunes list the tool, less those it is restricted from. */
    makes: z.array(ToolChartMakeSchema),
    /** Engines and transmissions the catalog says it cannot be used on, with the reason. */
    restrictions: z.array(z.object({ vehicle: z.string(), reason: z.string() })),
    /** Tune types or makes the tool never flashes. */
    rules: z.array(z.string()),
  })
  .meta({ id: 'ToolChart' })
export type ToolChart = z.infer<typeof ToolChartSchema>
