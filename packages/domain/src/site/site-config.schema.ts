import { z } from 'zod'
import { DEFAULT_REGIONS, REGION_IDS } from './site.constants'

const Currency = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')
const Hour = z.number().int().min(0).max(24)

/** A time zone the runtime knows; an unknown one would make every support-hours check throw. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, 'must be a date that exists')

/**
 * The US federal holidays of 2026 and 2027, on the weekday they are observed (a Saturday's on the Friday before, a
 * Sunday's on the Monday after; 2027-12-31 is New Year's Day 2028 observed): support is closed on them by default.
 */
export const DEFAULT_SUPPORT_HOLIDAYS = [
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  '2027-12-24',
  '2027-12-31',
] as const

export const RegionDefinitionSchema = z.object({
  name: z.string().min(1),
  catalogName: z.string().min(1),
  /** Host prefix of this region's catalog, e.g. `eu` for eu.example.com; empty for the main host. */
  hostPrefix: z.string().regex(/^[a-z0-9-]*$/, 'must be lowercase letters, digits or dashes'),
  defaultCurrency: Currency,
})

const SocialLoginSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits or dashes'),
  name: z.string().min(1),
  /** OIDC discovery document, e.g. https://accounts.example.com/.well-known/openid-configuration */
  discoveryUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z.array(z.string()).default(['openid', 'email', 'profile']),
})

/**
 * The seller an invoice names (decision 0069): the legal entity, its postal address (one line each) and its tax
 * number. The defaults are the demo shop's; a real shop sets its own (site configuration or SELLER_* variables).
 */
export const SellerSchema = z.object({
  legalName: z.string().trim().min(1).default('TuneShop Performance LLC'),
  address: z
    .array(z.string().trim().min(1))
    .min(1)
    .default(['1250 Redline Way, Suite 4', 'Costa Mesa, CA 92627', 'United States']),
  taxNumber: z.string().trim().min(1).default('EIN 87-1234567'),
})
export type Seller = z.infer<typeof SellerSchema>

/** The per-site configuration file (SPEC §1 per-site options), with the SPEC's defaults. */
export const SiteConfigSchema = z
  .object({
    brandName: z.string().min(1).default('TuneShop'),
    /** The brand's main colour as #rrggbb: documents (the invoice PDF) print in it; the web theme's shade 7. */
    brandColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
      .default('#b81d1d'),
    seller: SellerSchema.prefault({}),
    tagline: z.string().default('ECU and TCU tuning, flash tools and parts'),
    supportEmail: z.email().default('support@tuneshop.example'),
    /** Where dealer applications and the representatives' contact form are mailed (issue 25). */
    dealerTeamEmail: z.email().default('dealers@tuneshop.example'),
    supportHours: z
      .object({
        start: Hour.default(9),
        end: Hour.default(17),
        /** ISO weekdays, 1 = Monday. */
        days: z.array(z.number().int().min(1).max(7)).min(1).default([1, 2, 3, 4, 5]),
        timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone').default('America/Los_Angeles'),
      })
      .prefault({})
      .refine((h) => h.start < h.end, { message: 'start must be before end', path: ['end'] }),
    /**
     * Days support is closed (issue 26): YYYY-MM-DD in the support hours' time zone. The staff inbox's clocks do not
     * run on them.
     */
    supportHolidays: z
      .array(IsoDate)
      .max(1000)
      .default(() => [...DEFAULT_SUPPORT_HOLIDAYS]),
    regions: z
      .array(z.union(REGION_IDS.map((id) => z.literal(id))))
      .min(1)
      .default(DEFAULT_REGIONS),
    regionDefinitions: z.object({ '1': RegionDefinitionSchema, '2': RegionDefinitionSchema }).default({
      '1': { name: 'North America', catalogName: 'North American Catalog', hostPrefix: '', defaultCurrency: 'USD' },
      '2': { name: 'Europe', catalogName: 'European Catalog', hostPrefix: 'eu', defaultCurrency: 'EUR' },
    }),
    currencies: z.array(Currency).min(1).default(['USD', 'CAD', 'EUR', 'GBP']),
    defaultCurrency: Currency.default('USD'),
    /** SPEC §9: a Canadian storefront forces the default currency to CAD. */
    forceCad: z.boolean().default(false),
    socialLogins: z.array(SocialLoginSchema).default([]),
    features: z
      .object({
        kitBuilder: z.boolean().default(false),
        immoHidden: z.boolean().default(false),
      })
      .prefault({}),
    analytics: z
      .object({
        tagId: z.string().nullable().default(null),
        pixelId: z.string().nullable().default(null),
      })
      .prefault({}),
    /** Bot protection on public forms (SPEC §7 recaptcha-settings): off while no site key is configured. */
    recaptcha: z.object({ siteKey: z.string().min(1).nullable().default(null) }).prefault({}),
  })
  .superRefine((config, ctx) => {
    if (!config.currencies.includes(config.defaultCurrency)) {
      ctx.addIssue({ code: 'custom', path: ['defaultCurrency'], message: 'must be one of currencies' })
    }
    if (config.forceCad && !config.currencies.includes('CAD')) {
      ctx.addIssue({ code: 'custom', path: ['forceCad'], message: 'needs CAD among currencies' })
    }
  })
export type SiteConfig = z.infer<typeof SiteConfigSchema>

/** What the browser may know of the site configuration: no secrets. */
export const PublicSiteConfigSchema = z.object({
  brandName: z.string(),
  tagline: z.string(),
  supportEmail: z.string(),
  supportHours: z.object({ start: z.number(), end: z.number(), days: z.array(z.number()), timeZone: z.string() }),
  /** The days support is closed, so "open now" in the browser says closed on a holiday. */
  supportHolidays: z.array(z.string()),
  regions: z.array(z.number()),
  regionDefinitions: z.record(z.string(), RegionDefinitionSchema),
  currencies: z.array(z.string()),
  defaultCurrency: z.string(),
  socialLogins: z.array(z.object({ id: z.string(), name: z.string() })),
  features: z.object({ kitBuilder: z.boolean(), immoHidden: z.boolean() }),
  analytics: z.object({ tagId: z.string().nullable(), pixelId: z.string().nullable() }),
})
export type PublicSiteConfig = z.infer<typeof PublicSiteConfigSchema>
