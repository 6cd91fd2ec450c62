/** The shape of an attribution tag: 1–64 letters, digits, dots, dashes or underscores, starting alphanumeric. */
export const ATTRIBUTION_TAG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/

/** Whether `value` (trimmed) is an attribution tag; the browser checks without the schema library. */
export function isAttributionTag(value: string): boolean {
  return ATTRIBUTION_TAG.test(value.trim())
}
