/** A post's date as readers see it ("December 9, 2025"), in UTC so the server and the browser print the same day. */
export function postDate(iso: string | null): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
}
