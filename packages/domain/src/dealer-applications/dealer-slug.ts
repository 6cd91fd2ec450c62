/**
 * A dealer's slug from its company name: lower-case ASCII letters and digits joined by single dashes, at most
 * 60 characters, never empty (`dealer` for a name without a letter or digit). `taken` tells which slugs exist:
 * the first free of `slug`, `slug-2`, `slug-3`… is answered.
 */
export function dealerSlugFrom(companyName: string, taken: (slug: string) => boolean = () => false): string {
  const base =
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'dealer'
  if (!taken(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken(candidate)) return candidate
  }
}
