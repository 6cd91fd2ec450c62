import type { Actor } from '@shop/domain/accounts'
import { formatAddressLine, type AddressInput } from '@shop/domain/accounts'
import { UNABLE_TO_RESOLVE_ADDRESS } from '@shop/domain/checkout'
import type {
  DealerAddressList,
  DealerSettings,
  DealerSettingsInput,
  DealerShopAddress,
  DealerSpecializationChoiceList,
  DealerSpecializationsInput,
  DealerToolList,
  DealerToolsInput,
} from '@shop/domain/dealers'
import type { AppDeps } from '../../http/app-env'
import { validationFailed } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { dealerDisplayCurrency, setDealerDisplayCurrency } from '../store'
import { dealerFor, type DealerRef } from './dealer-access'
import * as repository from './dealer-settings.repository'

// A dealer's settings (issue 25 items 2 and 4): company and shop address on `dealer_profile`, the billing address
// (a new read-only `address` row whenever it changes: "addresses fixed by a dealer's billing setup cannot be
// edited"), the display currency (the store's), the tools it owns and its specializations. Read by owners,
// managers and staff (`dealer:settings-read`), written by owners and managers (`dealer:manage`), every change
// audited. The profile's `updated_at` is the settings' Last-Modified: any save moves it.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'geocoder' | 'siteConfig' | 'catalogCache'>

const toBillingInput = (row: repository.BillingAddressRow): AddressInput => ({
  country_code: row.countryCode,
  full_name: row.fullName,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  postal_code: row.postalCode,
  email: row.email,
  phone: row.phone,
})

const shopAddressOf = (profile: repository.DealerProfile): DealerShopAddress => ({
  line1: profile.line1,
  line2: profile.line2,
  city: profile.city,
  state: profile.state,
  postal_code: profile.postalCode,
  country_code: profile.countryCode,
})

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The profile of `dealer`, made when the dealer has none yet. */
async function profileOf(deps: Pick<AppDeps, 'db' | 'clock'>, dealer: DealerRef, forUpdate = false) {
  let profile = await repository.findProfile(deps.db, dealer.id, { forUpdate })
  if (!profile) {
    await repository.ensureProfile(deps.db, dealer.id, dealer.name, deps.clock())
    profile = (await repository.findProfile(deps.db, dealer.id, { forUpdate }))!
  }
  return profile
}

async function settingsOf(deps: Deps, dealer: DealerRef): Promise<DealerSettings> {
  const [profile, billing, currency] = await Promise.all([
    profileOf(deps, dealer),
    repository.findBillingAddress(deps.db, dealer.id),
    dealerDisplayCurrency(deps, dealer.id),
  ])
  return {
    company: {
      legal_name: profile.legalName,
      tax_id: profile.taxId,
      email: profile.email,
      phone: profile.phone,
      website: profile.website,
    },
    shop_address: shopAddressOf(profile),
    located: profile.latitude !== null,
    billing_address: billing ? { id: billing.id, readonly: billing.readonly, ...toBillingInput(billing) } : null,
    preferred_display_currency: currency,
    currencies: [...deps.siteConfig.currencies],
    updated_at: profile.updatedAt.toISOString(),
  }
}

export async function getSettings(deps: Deps, actor: Actor | null, slug: string) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  return settingsOf(deps, dealer)
}

/**
 * Where the shop is: the geocoder resolves the address (422 'unable to resolve address' on the field it names)
 * and, when it knows, its coordinates — the locator's distance. Without them the shop is not placed (null).
 */
async function locate(deps: Deps, shop: DealerShopAddress) {
  const resolved = await deps.geocoder.resolve({ ...shop })
  if (!resolved.ok) {
    const field = resolved.field === 'address' ? 'line1' : resolved.field
    throw validationFailed({ [`shop_address.${field}`]: [UNABLE_TO_RESOLVE_ADDRESS] })
  }
  return {
    address: { ...shop, country_code: resolved.country_code, state: resolved.state, postal_code: resolved.postal_code },
    latitude: resolved.latitude ?? null,
    longitude: resolved.longitude ?? null,
  }
}

/**
 * An owner or manager saves the settings. `assertFresh` refuses (412) when the settings changed after the moment
 * the caller read them (If-Unmodified-Since), checked under the profile's row lock. The shop address is geocoded
 * when it changed; the billing address becomes a new read-only address when it changed; the display currency goes
 * through the store (which empties its caches). One audit record names what changed.
 */
export async function saveSettings(
  deps: Deps & Pick<AppDeps, 'siteConfig'>,
  actor: Actor | null,
  slug: string,
  input: DealerSettingsInput,
  options: { assertFresh: (updatedAt: Date) => void; requestId: string | null },
): Promise<DealerSettings> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const current = await profileOf(deps, dealer)
  const shopChanged = !sameJson(shopAddressOf(current), input.shop_address)
  // Outside the transaction: a geocoding service's answer may take seconds, no lock is held meanwhile.
  const located = shopChanged ? await locate(deps, input.shop_address) : null
  const at = deps.clock()
  const changed = await deps.db.transaction(async (tx) => {
    const profile = await profileOf({ db: tx, clock: deps.clock }, dealer, true)
    options.assertFresh(profile.updatedAt)
    const billing = await repository.findBillingAddress(tx, dealer.id)
    const changes: Record<string, { before: unknown; after: unknown }> = {}
    const company = {
      legal_name: profile.legalName,
      tax_id: profile.taxId,
      email: profile.email,
      phone: profile.phone,
      website: profile.website,
    }
    if (!sameJson(company, input.company)) changes.company = { before: company, after: input.company }
    const shop = shopAddressOf(profile)
    if (located && !sameJson(shop, located.address)) changes.shop_address = { before: shop, after: located.address }
    const billingBefore = billing ? toBillingInput(billing) : null
    if (!sameJson(billingBefore, input.billing_address)) {
      changes.billing_address = { before: billingBefore, after: input.billing_address }
      if (input.billing_address) {
        const b = input.billing_address
        await repository.insertBillingAddress(
          tx,
          dealer.id,
          {
            userId: actor!.id,
            countryCode: b.country_code,
            fullName: b.full_name,
            line1: b.line1,
            line2: b.line2,
            city: b.city,
            state: b.state,
            postalCode: b.postal_code,
            email: b.email,
            phone: b.phone,
          },
          at,
        )
      } else {
        await repository.clearBillingAddress(tx, dealer.id, at)
      }
    }
    const currency = await dealerDisplayCurrency({ db: tx, catalogCache: deps.catalogCache }, dealer.id)
    if (currency !== input.preferred_display_currency) {
      changes.preferred_display_currency = { before: currency, after: input.preferred_display_currency }
    }
    if (Object.keys(changes).length === 0) return false
    await repository.updateProfile(tx, dealer.id, {
      legalName: input.company.legal_name,
      taxId: input.company.tax_id,
      email: input.company.email,
      phone: input.company.phone,
      website: input.company.website,
      ...(located
        ? {
            line1: located.address.line1,
            line2: located.address.line2,
            city: located.address.city,
            state: located.address.state,
            postalCode: located.address.postal_code,
            countryCode: located.address.country_code,
            latitude: located.latitude,
            longitude: located.longitude,
          }
        : {}),
      updatedAt: at,
    })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'dealer.settings-changed',
      subject: { type: 'dealer', id: dealer.id },
      details: changes,
      requestId: options.requestId,
    })
    return Object.hasOwn(changes, 'preferred_display_currency')
  })
  // The store's front door: it checks the same action, validates the currency and empties its caches.
  if (changed) await setDealerDisplayCurrency(deps as AppDeps, actor!, slug, input.preferred_display_currency)
  return settingsOf(deps, dealer)
}

/** SPEC §7 dealers' addresses: the shop's (where customers find it) and the billing one. */
export async function listAddresses(deps: Deps, actor: Actor | null, slug: string): Promise<DealerAddressList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const [profile, billing] = await Promise.all([
    profileOf(deps, dealer),
    repository.findBillingAddress(deps.db, dealer.id),
  ])
  const shop = {
    id: null,
    readonly: false,
    ...shopAddressOf(profile),
    full_name: profile.legalName,
    email: profile.email,
    phone: profile.phone,
  }
  const data: DealerAddressList['data'] = [
    { kind: 'shop', label: 'Shop address', line: formatAddressLine(shop), address: shop },
  ]
  if (billing) {
    const address = { id: billing.id, readonly: billing.readonly, ...toBillingInput(billing) }
    data.push({ kind: 'billing', label: 'Billing address', line: formatAddressLine(address), address })
  }
  return { data }
}

export async function listTools(deps: Deps, actor: Actor | null, slug: string): Promise<DealerToolList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  return toolsOf(deps, dealer)
}

async function toolsOf(deps: Pick<AppDeps, 'db'>, dealer: DealerRef): Promise<DealerToolList> {
  const rows = await repository.listOwnableTools(deps.db, dealer.id)
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      owned: row.installFeeMinor !== null,
      install_fee:
        row.installFeeMinor === null ? null : { amount_minor: Number(row.installFeeMinor), currency: row.currency! },
    })),
  }
}

/**
 * SPEC §3 tools sync: the dealer's tools become exactly `input.tools`. Only tools a dealer may own: another id is a
 * 422 naming its index (`tools.2.id`); an id twice likewise. Fees in `input.currency`, else the dealer's display
 * currency, else the store's first.
 */
export async function saveTools(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  input: DealerToolsInput,
  requestId: string | null,
): Promise<DealerToolList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const currency =
    input.currency ?? (await dealerDisplayCurrency(deps, dealer.id)) ?? deps.siteConfig.currencies[0] ?? 'USD'
  if (!deps.siteConfig.currencies.includes(currency)) {
    throw validationFailed({ currency: [`currency must be one of ${deps.siteConfig.currencies.join(', ')}`] })
  }
  const ownable = await repository.ownableToolIds(
    deps.db,
    input.tools.map((tool) => tool.id),
  )
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  input.tools.forEach((tool, index) => {
    if (!ownable.has(tool.id)) errors[`tools.${index}.id`] = ['is not a flash tool a dealer may own']
    else if (seen.has(tool.id)) errors[`tools.${index}.id`] = ['is listed twice']
    seen.add(tool.id)
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  await deps.db.transaction(async (tx) => {
    await repository.findProfile(tx, dealer.id, { forUpdate: true })
    const before = await toolsOf({ db: tx }, dealer)
    await repository.replaceTools(
      tx,
      dealer.id,
      input.tools.map((tool) => ({ toolId: tool.id, installFeeMinor: BigInt(tool.install_fee) })),
      currency,
    )
    await repository.touchProfile(tx, dealer.id, deps.clock())
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'dealer.settings-changed',
      subject: { type: 'dealer', id: dealer.id },
      details: {
        tools: {
          before: before.data.filter((tool) => tool.owned).map((tool) => ({ id: tool.id, fee: tool.install_fee })),
          after: input.tools,
          currency,
        },
      },
      requestId,
    })
  })
  return toolsOf(deps, dealer)
}

/** Every specialization, for anyone (the locator's filter, the application's choices). */
export async function allSpecializations(deps: Pick<AppDeps, 'db'>) {
  return { data: await repository.listSpecializations(deps.db) }
}

async function specializationsOf(
  deps: Pick<AppDeps, 'db'>,
  dealer: DealerRef,
): Promise<DealerSpecializationChoiceList> {
  const [all, chosen] = await Promise.all([
    repository.listSpecializations(deps.db),
    repository.specializationIdsOf(deps.db, dealer.id),
  ])
  return { data: all.map((spec) => ({ ...spec, chosen: chosen.has(spec.id) })) }
}

export async function listSpecializations(deps: Deps, actor: Actor | null, slug: string) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  return specializationsOf(deps, dealer)
}

/** SPEC §3 specializations sync: the dealer's become exactly the ids sent (an unknown one: 422 naming its index). */
export async function saveSpecializations(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  input: DealerSpecializationsInput,
  requestId: string | null,
) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const known = new Set((await repository.listSpecializations(deps.db)).map((spec) => spec.id))
  const errors: Record<string, string[]> = {}
  const ids: number[] = []
  input.specializations.forEach((spec, index) => {
    if (!known.has(spec.id)) errors[`specializations.${index}.id`] = ['is not a specialization']
    else if (ids.includes(spec.id)) errors[`specializations.${index}.id`] = ['is listed twice']
    ids.push(spec.id)
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  await deps.db.transaction(async (tx) => {
    await repository.findProfile(tx, dealer.id, { forUpdate: true })
    const before = [...(await repository.specializationIdsOf(tx, dealer.id))].sort((a, b) => a - b)
    await repository.replaceSpecializations(tx, dealer.id, ids)
    await repository.touchProfile(tx, dealer.id, deps.clock())
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'dealer.settings-changed',
      subject: { type: 'dealer', id: dealer.id },
      details: { specializations: { before, after: [...ids].sort((a, b) => a - b) } },
      requestId,
    })
  })
  return specializationsOf(deps, dealer)
}
