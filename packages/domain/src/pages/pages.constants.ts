// Editable pages (issue 26 item 4, decision 0115): the shop's content pages, written by staff in Markdown.

/**
 * Every page the shop serves through the one page view, by slug (its path without the leading slash): the 17
 * static pages of SPEC §2, the legal pages, the FAQ, branding and the tool pages. `/tcc/{id}/` pages (`tcc/3`) are
 * editable too but not listed: a tool's chart exists for every tool of the catalog, with or without its page.
 */
export const EDITABLE_PAGE_SLUGS = [
  'bitbox',
  'careers',
  'dsg-tuning',
  'dsg-tuning-byteshooter',
  'dsg-tuning-kessv2',
  'ecu-protocol-selection-common-north-american-cars',
  'disclaimer',
  'fz',
  'fzm',
  'loaner-tools',
  'mailform',
  'pcmflash',
  'rentaltools',
  'tesla',
  'ecusocketing',
  'chipprogramming',
  'vag-com-vcds-logging-guide',
  'privacy-policy',
  'terms-of-service',
  'faq',
  'branding',
  'kess',
  'flashzilla',
  'fzpro',
  'flex',
  'cmd',
  'fz/guide',
] as const
export type EditablePageSlug = (typeof EDITABLE_PAGE_SLUGS)[number]

/** The pages that list the catalog's rental tools under their content. */
export const RENTAL_TOOL_PAGE_SLUGS: readonly string[] = ['loaner-tools', 'rentaltools']

/** The FAQ page: its `## Group` and `### Question` headings become searchable sections. */
export const FAQ_PAGE_SLUG = 'faq'

/** A slug: lower-case words joined by `-`, in up to four segments joined by `/` (`fz/guide`, `tcc/12`). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/
export const PAGE_SLUG_MAX = 120
export const PAGE_TITLE_MAX = 120
export const PAGE_DESCRIPTION_MAX = 300

/** An image staff put in a page: PNG, JPEG, WebP or GIF (told by its bytes), 5 MB at most. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number]

/** How the diff of two versions marks a line (shown with a colour AND a + or − sign). */
export const DIFF_LINE_KINDS = ['added', 'removed', 'unchanged'] as const
export type DiffLineKind = (typeof DIFF_LINE_KINDS)[number]
export const DIFF_LINE_LABELS: Record<DiffLineKind, string> = {
  added: 'Added',
  removed: 'Removed',
  unchanged: 'Unchanged',
}

/** Who wrote a version when no person did: the seed's first load. */
export const PAGE_SHOP_AUTHOR = 'the shop'

export const PAGE_TEXTS = {
  notMultipart: 'Send the image as multipart/form-data with the file in the field "image".',
  imageMissing: 'Choose an image to upload.',
  imageType: 'The image must be a PNG, JPEG, WebP or GIF file.',
  imageTooLarge: `The image is larger than ${CONTENT_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  slug: 'A page address is lower-case words joined by - and /, such as fz/guide.',
  /** Another save landed after the one this edit was based on: nothing was overwritten. */
  changedMeanwhile: (who: string, when: string) =>
    `${who} saved this page on ${when}, after you opened it. Your changes were not saved: copy them, reload the page and make them again.`,
  versionMissing: (number: number) => `This page has no version ${number}.`,
} as const
