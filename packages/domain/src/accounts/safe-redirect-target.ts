const SAME = 'http://same.invalid'

/**
 * A redirect target is kept only when it is a path of this site (`/…`, not `//host` or `/\host`);
 * anything else — other sites, other schemes, garbage — becomes `fallback`.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > 2000) return fallback
  if (!isSameSitePath(target)) return fallback
  // Control characters (tabs, newlines) are dropped by URL parsers and can smuggle a host in.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback
  try {
    const url = new URL(target, SAME)
    if (url.origin !== SAME) return fallback
    const path = url.pathname + url.search + url.hash
    // Dot segments and backslashes are normalized by the parser: `/.//evil.com` becomes `//evil.com`,
    // which a browser reads as another host. The normalized result must itself be a plain path.
    if (!isSameSitePath(path) || new URL(path, SAME).origin !== SAME) return fallback
    return path
  } catch {
    return fallback
  }
}

const isSameSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
