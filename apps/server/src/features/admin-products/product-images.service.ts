import { Readable } from 'node:stream'
import type { Actor } from '@shop/domain/accounts'
import {
  PRODUCT_IMAGE_ALT_MAX_LENGTH,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  type AdminProduct,
} from '@shop/domain/admin-products'
import { imageTypeOf, type ImageType } from '@shop/domain/catalog-purchase'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { assertStorableText } from '../../http/storable-text'
import { audited, getProduct, permitWrite, snapshotOf } from './admin-products.service'
import * as repository from './admin-products.repository'
import { readBoundedForm } from '../../http/bounded-form'

// Decision 0093: product images are uploaded through the file store (never the web root), told apart by their first
// bytes, and served by the API under a name that never changes (a new upload is a new name), so they are cached.

/** Where the store loads an uploaded image from: `/api/store/images/<uuid>.<ext>`. */
export const PRODUCT_IMAGE_PATH = '/api/store/images'
const PREFIX = 'product'
const EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }
const TYPES: Record<string, ImageType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
/** The body's cap: the image at its cap and the alternative text. */
const BODY_MAX_BYTES = PRODUCT_IMAGE_MAX_BYTES + 64 * 1024
const MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)

/** Reads the upload form: its declared length first (an oversized body is refused unread), then the image's bytes. */
async function readImageForm(request: Request) {
  const { form } = await readBoundedForm(request, {
    maxBytes: BODY_MAX_BYTES,
    notMultipart: ERROR_TEXTS.productImageNotMultipart,
    tooLarge: ERROR_TEXTS.productImageTooLarge(MB),
  })
  const altValue = form.get('alt')
  const alt = typeof altValue === 'string' ? altValue.trim() : ''
  assertStorableText({ alt })
  if (alt.length > PRODUCT_IMAGE_ALT_MAX_LENGTH) {
    throw validationFailed({ alt: [`alt must be ${PRODUCT_IMAGE_ALT_MAX_LENGTH} characters or fewer`] })
  }
  const file = form.get('image')
  if (!file || typeof file === 'string' || file.size === 0) {
    throw validationFailed({ image: [ERROR_TEXTS.productImageMissing] })
  }
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', ERROR_TEXTS.productImageTooLarge(MB))
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = imageTypeOf(bytes.subarray(0, 16))
  if (!contentType) throw validationFailed({ image: [ERROR_TEXTS.productImageType] })
  return { bytes, contentType, alt }
}

/** Admin adds an image (last) to a product: stored, then recorded with the product and audited; 201 with it. */
export async function addProductImage(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  request: Request,
  requestId: string | null,
): Promise<{ updatedAt: Date; body: AdminProduct }> {
  // Who may, before a byte of the body is read.
  const admin = permitWrite(actor)
  if ((await repository.findProduct(deps.db, id)) === undefined) throw notFound('This product')
  const { bytes, contentType, alt } = await readImageForm(request)
  const stored = await deps.files.put(Readable.from([bytes]), {
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    prefix: PREFIX,
    contentType,
  })
  const src = `${PRODUCT_IMAGE_PATH}/${stored.key.slice(PREFIX.length + 1)}.${EXTENSIONS[contentType]}`
  try {
    await audited(deps, admin, requestId, async (tx) => {
      const found = await snapshotOf(tx, id, { forUpdate: true })
      if (!found) throw notFound('This product')
      if (found.product.images.length >= PRODUCT_IMAGE_MAX_COUNT) {
        throw validationFailed({ image: [ERROR_TEXTS.productImageTooMany(PRODUCT_IMAGE_MAX_COUNT)] })
      }
      await repository.updateProduct(tx, id, {
        images: [...found.product.images, { src, alt }],
        updatedAt: deps.clock(),
      })
      return { id, before: found.snapshot, action: 'product.updated' }
    })
  } catch (error) {
    // Nothing records the file: it goes.
    await deps.files.delete(stored.key).catch(() => undefined)
    throw error
  }
  return getProduct(deps, actor, id)
}

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/

/** An uploaded product image for anyone (the store shows it): its bytes and type, or 404. */
export async function productImage(deps: Pick<AppDeps, 'files'>, name: string) {
  const match = NAME.exec(name)
  if (!match) throw notFound('This image')
  const stream = await deps.files.get(`${PREFIX}/${match[1]}`)
  if (!stream) throw notFound('This image')
  return { stream, contentType: TYPES[match[2]!]! }
}
