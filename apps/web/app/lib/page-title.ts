type RootMatch = { loaderData?: unknown } | undefined

/** "Page | Brand", the brand from the root loader's site options. */
export function pageTitle(matches: readonly RootMatch[], page?: string): string {
  const root = matches[0]?.loaderData as { uiState?: { site?: { brandName?: string } } } | undefined
  const brand = root?.uiState?.site?.brandName ?? 'TuneShop'
  return page ? `${page} | ${brand}` : brand
}
