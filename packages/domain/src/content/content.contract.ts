import { z } from 'zod'

/** The longest piece of Markdown staff may save (a long guide with tables is ~60 KB). */
export const CONTENT_MARKDOWN_MAX = 200_000

/** Markdown written by staff (pages, posts, newsletter issues, bios, beta programs); rendered and sanitized on the server. */
export const ContentMarkdownSchema = z.string().max(CONTENT_MARKDOWN_MAX, 'This text is too long.')

export const ContentPreviewRequestSchema = z
  .object({ markdown: ContentMarkdownSchema })
  .meta({ id: 'ContentPreviewRequest' })

/** Rendered, sanitized HTML: what the page will show. */
export const ContentHtmlSchema = z.object({ html: z.string() }).meta({ id: 'ContentHtml' })
export type ContentHtml = z.infer<typeof ContentHtmlSchema>
