/** Two years, subdomains included: the value the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/**
 * The HSTS header when the shop is served over https (its PUBLIC_URL), else null: a browser that has seen it never
 * tries plain http again. Over http it would be meaningless (browsers ignore it there) and would stick to a
 * developer's localhost.
 */
export function strictTransportSecurity(publicUrl: string): readonly [string, string] | null {
  return new URL(publicUrl).protocol === 'https:' ? ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] : null
}
