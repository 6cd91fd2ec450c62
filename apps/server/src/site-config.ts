import { readFileSync } from 'node:fs'
import { SiteConfigSchema, type SiteConfig } from '@shop/domain/site'
import { ConfigError, type Env } from './env'

/** Parses a site configuration object; a bad one names the field. */
export function parseSiteConfig(raw: unknown, source = 'site configuration'): SiteConfig {
  const parsed = SiteConfigSchema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new ConfigError(`Invalid ${source}:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** Loads the per-site configuration file, or the SPEC's defaults when no file is named. */
export function loadSiteConfig(path: string | undefined): SiteConfig {
  if (!path) return parseSiteConfig({})
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new ConfigError(`Cannot read site configuration ${path}: ${(error as Error).message}`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`Site configuration ${path} is not valid JSON: ${(error as Error).message}`)
  }
  return parseSiteConfig(raw, `site configuration ${path}`)
}

/** The SELLER_* variables, where set, replace the site configuration's seller details (decision 0069). */
export function withSellerOverrides(
  config: SiteConfig,
  env: Pick<Env, 'SELLER_LEGAL_NAME' | 'SELLER_ADDRESS' | 'SELLER_TAX_NUMBER'>,
): SiteConfig {
  const address = env.SELLER_ADDRESS?.split('|')
    .map((line) => line.trim())
    .filter(Boolean)
  return {
    ...config,
    seller: {
      legalName: env.SELLER_LEGAL_NAME ?? config.seller.legalName,
      address: address?.length ? address : config.seller.address,
      taxNumber: env.SELLER_TAX_NUMBER ?? config.seller.taxNumber,
    },
  }
}
