import { Readable } from 'node:stream'
import type { Actor } from '@shop/domain/accounts'
import { LOGO_MAX_BYTES } from '@shop/domain/brand-theme'
import type { DealerBranding, DealerBrandingInput } from '@shop/domain/dealers'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { AppDeps } from '../../http/app-env'
import { notFound, validationFailed } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { readLogoForm } from '../brand-theme/brand-theme.service'
import { dealerFor, type DealerRef } from './dealer-access'
import * as repository from './dealer-branding.repository'
import * as settings from './dealer-settings.repository'

// A dealer's branding (issue 25 item 2): two colours and a logo on `dealer_profile`, drawn on the dealer's invoices,
// statements and its customers' pages. The logo is uploaded like the shop's (decision 0100: PNG, JPEG or WebP told
// by its bytes, never SVG, at most 512 KB) into the file store under `dealerlogo/`, kept as a stored file, and read
// by anyone at `/api/dealer-logos/{fileId}` (a name never reused, so cached for a year).

export const DEALER_LOGO_PREFIX = 'dealerlogo'
const LOGO_ROUTE = '/api/dealer-logos'

const logoOf = (fileId: string | null) => (fileId ? { file_id: fileId, src: `${LOGO_ROUTE}/${fileId}` } : null)

async function brandingOf(deps: Pick<AppDeps, 'db'>, dealer: DealerRef): Promise<DealerBranding> {
  const profile = await settings.findProfile(deps.db, dealer.id)
  return {
    name: dealer.name,
    legal_name: profile?.legalName ?? dealer.name,
    primary_color: profile?.brandPrimaryColor ?? null,
    accent_color: profile?.brandAccentColor ?? null,
    logo: logoOf(profile?.logoFileId ?? null),
  }
}

/** The branding, for every member and staff (print views and customers' pages draw it). */
export async function getBranding(deps: Pick<AppDeps, 'db'>, actor: Actor | null, slug: string) {
  return brandingOf(deps, await dealerFor(deps.db, actor, slug, 'dealer:read'))
}

/** An owner or manager saves colours (`#rrggbb`, lowercase) and a logo uploaded here, or none; audited. */
export async function saveBranding(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor | null,
  slug: string,
  input: DealerBrandingInput,
  requestId: string | null,
): Promise<DealerBranding> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  if (input.logo_file_id && !(await repository.isDealerLogo(deps.db, input.logo_file_id, DEALER_LOGO_PREFIX))) {
    throw validationFailed({ logo_file_id: [ERROR_TEXTS.logoNotUploaded] })
  }
  await deps.db.transaction(async (tx) => {
    const profile = await settings.findProfile(tx, dealer.id, { forUpdate: true })
    if (!profile) await settings.ensureProfile(tx, dealer.id, dealer.name, deps.clock())
    const before = {
      primary_color: profile?.brandPrimaryColor ?? null,
      accent_color: profile?.brandAccentColor ?? null,
      logo_file_id: profile?.logoFileId ?? null,
    }
    if (JSON.stringify(before) === JSON.stringify(input)) return
    await settings.updateProfile(tx, dealer.id, {
      brandPrimaryColor: input.primary_color,
      brandAccentColor: input.accent_color,
      logoFileId: input.logo_file_id,
      updatedAt: deps.clock(),
    })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'dealer.branding-changed',
      subject: { type: 'dealer', id: dealer.id },
      details: { before, after: input },
      requestId,
    })
  })
  return brandingOf(deps, dealer)
}

/** An owner or manager uploads a logo for the preview; it is the dealer's once a save names it. */
export async function uploadLogo(
  deps: Pick<AppDeps, 'db' | 'files'>,
  actor: Actor | null,
  slug: string,
  request: Request,
) {
  await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const { bytes, contentType } = await readLogoForm(request)
  const stored = await deps.files.put(Readable.from([bytes]), {
    maxBytes: LOGO_MAX_BYTES,
    prefix: DEALER_LOGO_PREFIX,
    contentType,
  })
  const id = await repository.insertLogoFile(deps.db, {
    ownerUserId: actor!.id,
    size: stored.size,
    sha256: stored.sha256,
    storageKey: stored.key,
    contentType,
  })
  return logoOf(id)!
}

/** A dealer's logo for anyone: its bytes and type, or 404 (a file that is not a dealer logo is never served). */
export async function logoImage(deps: Pick<AppDeps, 'db' | 'files'>, fileId: string) {
  const file = await repository.findLogoFile(deps.db, fileId, DEALER_LOGO_PREFIX)
  const stream = file ? await deps.files.get(file.storageKey) : null
  if (!file || !stream) throw notFound('This logo')
  return { stream, contentType: file.contentType }
}
