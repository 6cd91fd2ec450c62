import type { TRADE_IN_PHOTO_TYPES } from './catalog-purchase.constants'

export type ImageType = (typeof TRADE_IN_PHOTO_TYPES)[number]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

/**
 * The image type of a file by its first bytes (JPEG, PNG or WebP), whatever its name or declared type says;
 * null for anything else (so a renamed script or SVG is never taken as a photo).
 */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
