import { Readable } from 'node:stream'
import type { Actor } from '@shop/domain/accounts'
import {
  BrandThemeInputSchema,
  DEFAULT_ACCENT,
  LOGO_FILE,
  LOGO_MAX_BYTES,
  LOGO_PATH,
  themeContrastErrors,
  type AdminBrandTheme,
  type BrandThemeInput,
  type PublicBrandTheme,
  type UploadedLogo,
} from '@shop/domain/brand-theme'
import { imageTypeOf, type ImageType } from '@shop/domain/catalog-purchase'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import { invalidateStore } from '../store'
import * as repository from './brand-theme.repository'
import { readBoundedForm } from '../../http/bounded-form'

// Decision 0100: the brand theme is one `system_setting` row (JSON), absent while the shop has its default theme
// (the site configuration's brand colour and today's accent). Every page reads it through the global state, from
// the catalog's response cache: a save empties that cache and the page cache here and, by NOTIFY, in every other
// process, so the next page is drawn with the new colours without a restart.

const CACHE_KEY = 'site:brand-theme'
const LOGO_PREFIX = 'logo'
const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }
const TYPES: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }
/** The body's cap: the logo at its cap and the form's framing. */
const BODY_MAX_BYTES = LOGO_MAX_BYTES + 16 * 1024
const KB = LOGO_MAX_BYTES / 1024

type Deps = Pick<AppDeps, 'db' | 'siteConfig' | 'catalogCache'>

/** The theme a fresh install has: the site configuration's brand colour and today's accent, no logo. */
export const defaultTheme = (deps: Pick<AppDeps, 'siteConfig'>): BrandThemeInput => ({
  primary: deps.siteConfig.brandColor.toLowerCase(),
  accent: DEFAULT_ACCENT,
  logo: null,
})

const logoSrc = (file: string) => `${LOGO_PATH}/${file}`

/** The stored theme, or the default when none is stored or what is stored no longer reads (it is logged). */
async function storedTheme(
  deps: Deps & Pick<AppDeps, 'logger'>,
  options: { forUpdate?: boolean; db?: AppDeps['db'] } = {},
) {
  const row = await repository.findThemeSetting(options.db ?? deps.db, options)
  if (!row) return { theme: defaultTheme(deps), updatedAt: null }
  let parsed: ReturnType<typeof BrandThemeInputSchema.safeParse> | undefined
  try {
    parsed = BrandThemeInputSchema.safeParse(JSON.parse(row.value))
  } catch {
    parsed = undefined
  }
  if (!parsed?.success) {
    deps.logger.error({ setting: repository.THEME_SETTING_KEY }, 'stored brand theme unreadable: the default is used')
    return { theme: defaultTheme(deps), updatedAt: row.updatedAt }
  }
  return { theme: parsed.data, updatedAt: row.updatedAt }
}

let parsedPublic: { text: string; theme: PublicBrandTheme } | undefined

/** The theme every page is drawn with (global state): one query per invalidation, parsed once per change. */
export async function publicTheme(deps: Deps & Pick<AppDeps, 'logger'>): Promise<PublicBrandTheme> {
  const text = await deps.catalogCache.fill(CACHE_KEY, async () => {
    const { theme } = await storedTheme(deps)
    const answer: PublicBrandTheme = {
      primary: theme.primary,
      accent: theme.accent,
      logo: theme.logo ? { src: logoSrc(theme.logo.file), alt: theme.logo.alt } : null,
    }
    return JSON.stringify(answer)
  })
  if (text !== parsedPublic?.text) parsedPublic = { text, theme: JSON.parse(text) as PublicBrandTheme }
  return parsedPublic.theme
}

/** The colour documents print in (the invoice PDF): the theme's primary. */
export async function brandColor(deps: Deps & Pick<AppDeps, 'logger'>): Promise<string> {
  return (await publicTheme(deps)).primary
}

/** PERMISSIONS.md: site settings are Super Admin's alone (nobody logged out gets past it). */
const permitSuperAdmin = (actor: Actor | null): Actor => permit(actor, 'superadmin:manage') as Actor

function toAdmin(deps: Deps, theme: BrandThemeInput, updatedAt: Date | null): AdminBrandTheme {
  const defaults = defaultTheme(deps)
  return {
    primary: theme.primary,
    accent: theme.accent,
    logo: theme.logo ? { ...theme.logo, src: logoSrc(theme.logo.file) } : null,
    defaults: { primary: defaults.primary, accent: defaults.accent },
    updated_at: updatedAt?.toISOString() ?? null,
  }
}

export async function getTheme(deps: AppDeps, actor: Actor | null): Promise<AdminBrandTheme> {
  permitSuperAdmin(actor)
  const { theme, updatedAt } = await storedTheme(deps)
  return toAdmin(deps, theme, updatedAt)
}

const key = (file: string) => `${LOGO_PREFIX}/${file.slice(0, file.indexOf('.'))}`

/**
 * A Super Admin saves the theme: every contrast check must pass (else 422 naming the field and the failing pair
 * with its ratio) and the logo must be one uploaded here. Written with its audit record (before, after) in one
 * transaction; then every process's caches are emptied, so the next page shows it. Saving the default theme
 * removes the row (a reset): the shop follows its configuration's brand colour again.
 */
export async function saveTheme(
  deps: AppDeps,
  actor: Actor | null,
  input: BrandThemeInput,
  requestId: string | null,
): Promise<AdminBrandTheme> {
  const admin = permitSuperAdmin(actor)
  const errors = themeContrastErrors(input)
  if (Object.keys(errors).length > 0) throw validationFailed(errors as Record<string, string[]>)
  if (input.logo && !(await deps.files.exists(key(input.logo.file)))) {
    throw validationFailed({ 'logo.file': [ERROR_TEXTS.logoNotUploaded] })
  }
  const defaults = defaultTheme(deps)
  const isDefault = input.primary === defaults.primary && input.accent === defaults.accent && input.logo === null
  const now = deps.clock()
  const saved = await deps.db.transaction(async (tx) => {
    const before = await storedTheme(deps, { forUpdate: true, db: tx })
    if (isDefault) await repository.deleteThemeSetting(tx)
    else await repository.saveThemeSetting(tx, JSON.stringify(input), now)
    if (JSON.stringify(before.theme) !== JSON.stringify(input)) {
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'site.theme-changed',
        subject: { type: 'site-theme', id: 'site' },
        details: { before: before.theme, after: input },
        requestId,
      })
    }
    return { theme: input, updatedAt: isDefault ? null : now }
  })
  // After the commit: the global state, the cached API answers and the cached pages, here and in the others.
  await invalidateStore(deps)
  return toAdmin(deps, saved.theme, saved.updatedAt)
}

/** Reads the upload form (its declared length first, so an oversized body is refused unread), then the logo. */
export async function readLogoForm(request: Request) {
  const { form } = await readBoundedForm(request, {
    maxBytes: BODY_MAX_BYTES,
    notMultipart: ERROR_TEXTS.logoNotMultipart,
    tooLarge: ERROR_TEXTS.logoTooLarge(KB),
  })
  const file = form.get('logo')
  if (!file || typeof file === 'string' || file.size === 0) throw validationFailed({ logo: [ERROR_TEXTS.logoMissing] })
  if (file.size > LOGO_MAX_BYTES) throw new AppError(413, 'payload_too_large', ERROR_TEXTS.logoTooLarge(KB))
  const bytes = new Uint8Array(await file.arrayBuffer())
  // Told by its first bytes, never by its name or declared type: an SVG (text that can carry script) is refused.
  const contentType = imageTypeOf(bytes.subarray(0, 16))
  if (!contentType) throw validationFailed({ logo: [ERROR_TEXTS.logoType] })
  return { bytes, contentType }
}

/** A Super Admin uploads a logo for the preview; it is the theme's once a save names it. */
export async function uploadLogo(deps: AppDeps, actor: Actor | null, request: Request): Promise<UploadedLogo> {
  permitSuperAdmin(actor)
  const { bytes, contentType } = await readLogoForm(request)
  const stored = await deps.files.put(Readable.from([bytes]), {
    maxBytes: LOGO_MAX_BYTES,
    prefix: LOGO_PREFIX,
    contentType,
  })
  const file = `${stored.key.slice(LOGO_PREFIX.length + 1)}.${EXTENSIONS[contentType]}`
  return { file, src: logoSrc(file) }
}

/** A stored logo for anyone (the header shows it): its bytes and type, or 404. */
export async function logoImage(deps: Pick<AppDeps, 'files'>, name: string) {
  const match = LOGO_FILE.exec(name)
  if (!match) throw notFound('This logo')
  const stream = await deps.files.get(key(name))
  if (!stream) throw notFound('This logo')
  return { stream, contentType: TYPES[match[1]!]! }
}
