import { readFileSync } from 'node:fs'
import { SiteConfigSchema, type SiteConfig } from '@shop/domain/site'
import { ConfigError } from './env'

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
