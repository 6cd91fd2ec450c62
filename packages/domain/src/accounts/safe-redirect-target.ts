/**
 * A redirect target is kept only when it is a path of this site (`/…`, not `//host` or `/\host`);
 * anything else — other sites, other schemes, garbage — becomes `fallback`.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > 2000) return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  // Control characters (tabs, newlines) are dropped by URL parsers and can smuggle a host in.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(target)) return fallback
  try {
    const url = new URL(target, 'http://same.invalid')
    if (url.origin !== 'http://same.invalid') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
