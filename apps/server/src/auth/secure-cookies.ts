/**
 * Whether the shop's cookies carry `Secure` (and the auth library's the `__Secure-` name prefix): it is served over
 * https. A browser drops a Secure cookie that plain http sets, so a shop on http://localhost sets them without.
 * One rule for the session, the visitor id and their removal, so that no cookie is set one way and cleared another.
 */
export function cookiesAreSecure(publicUrl: string): boolean {
  return publicUrl.startsWith('https://')
}
