/**
 * A short human list for a title: "Stage 1", "Stage 1 and Pops & bangs", "Stage 1, Pops & bangs and 2 more".
 * Blank names are skipped; no name at all gives `fallback`.
 */
export function summarizeNames(names: readonly string[], fallback: string, shown = 2): string {
  const kept = names.map((name) => name.trim()).filter((name) => name !== '')
  if (kept.length === 0) return fallback
  if (kept.length <= shown) return kept.length === 1 ? kept[0]! : `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}`
  return `${kept.slice(0, shown).join(', ')} and ${kept.length - shown} more`
}
