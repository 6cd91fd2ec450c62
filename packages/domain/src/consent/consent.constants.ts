/**
 * The first-party cookie that holds the consent choice, readable by the server so a page's CSP lists
 * a third-party host only when it may load (docs/decisions/0017). Kept apart from the schemas so the
 * browser bundle needs no zod for it.
 */
export const CONSENT_COOKIE = 'tuneshop.consent'
