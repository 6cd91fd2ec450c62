import { Readable } from 'node:stream'
import type { Actor } from '@shop/domain/accounts'
import {
  CONTENT_IMAGE_MAX_BYTES,
  PAGE_TEXTS,
  contentImageTypeOf,
  type ContentImage,
  type ContentImageType,
} from '@shop/domain/pages'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { readBoundedForm } from '../../http/bounded-form'

// Images staff put in pages, posts and issues (decision 0115): through the file store (never the web root), told
// apart by their first bytes, served by the API under a name that never changes — so cached for a year.

/** Where a page loads an uploaded image from: `/api/content-images/<uuid>.<ext>`. */
export const CONTENT_IMAGE_PATH = '/api/content-images'
const PREFIX = 'content'
const EXTENSIONS: Record<ContentImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
const TYPES: Record<string, ContentImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}
/** The body's cap: the image at its cap and the form's own bytes. */
export const CONTENT_IMAGE_BODY_MAX_BYTES = CONTENT_IMAGE_MAX_BYTES + 64 * 1024

/** Reads the form: its declared length first (an oversized body is refused unread), then the image's bytes. */
async function readImageForm(request: Request) {
  const { form } = await readBoundedForm(request, {
    maxBytes: CONTENT_IMAGE_BODY_MAX_BYTES,
    notMultipart: PAGE_TEXTS.notMultipart,
    tooLarge: PAGE_TEXTS.imageTooLarge,
  })
  const file = form.get('image')
  if (!file || typeof file === 'string' || file.size === 0) throw validationFailed({ image: [PAGE_TEXTS.imageMissing] })
  if (file.size > CONTENT_IMAGE_MAX_BYTES) throw new AppError(413, 'payload_too_large', PAGE_TEXTS.imageTooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = contentImageTypeOf(bytes.subarray(0, 16))
  if (!contentType) throw validationFailed({ image: [PAGE_TEXTS.imageType] })
  return { bytes, contentType }
}

/** Staff upload an image for a page; 201 with the address to put in the Markdown. */
export async function uploadContentImage(deps: AppDeps, actor: Actor | null, request: Request): Promise<ContentImage> {
  // Who may, before a byte of the body is read.
  permit(actor, 'content:write')
  const { bytes, contentType } = await readImageForm(request)
  const stored = await deps.files.put(Readable.from([bytes]), {
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    prefix: PREFIX,
    contentType,
  })
  return {
    url: `${CONTENT_IMAGE_PATH}/${stored.key.slice(PREFIX.length + 1)}.${EXTENSIONS[contentType]}`,
    content_type: contentType,
    size: stored.size,
  }
}

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|gif)$/

/** An uploaded content image for anyone (pages show it): its bytes and the type it was stored as, or 404. */
export async function contentImage(deps: Pick<AppDeps, 'files'>, name: string) {
  const match = NAME.exec(name)
  if (!match) throw notFound('This image')
  const stream = await deps.files.get(`${PREFIX}/${match[1]}`)
  if (!stream) throw notFound('This image')
  return { stream, contentType: TYPES[match[2]!]! }
}
