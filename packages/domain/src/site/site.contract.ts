import { z } from 'zod'
import { UserSchema } from '../accounts/user.schema'
import { PublicBrandThemeSchema } from '../brand-theme/brand-theme.contract'
import { SaleSchema } from '../store/sale.schema'
import { PublicSiteConfigSchema } from './site-config.schema'
import { ALERT_TYPES } from './site.constants'

// The wire contract of the site's global operations (decision 0081): the global state, alerts, liveness and the
// bot-protection settings of public forms.

export const HealthSchema = z.object({ status: z.literal('ok') })

/** `/api/ready`: the database answered and the process is not stopping (a load balancer sends it requests). */
export const ReadinessSchema = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' })

export const AlertSchema = z
  .object({ id: z.number().int(), type: z.enum(ALERT_TYPES), title: z.string(), body: z.string() })
  .meta({ id: 'Alert' })
export type Alert = z.infer<typeof AlertSchema>

export const AlertListSchema = z.object({ data: z.array(AlertSchema) })

/** SPEC §3 global state, as `GET /api/global/v1/ui-state` answers it on every page. */
export const UiStateSchema = z
  .object({
    user: UserSchema.nullable(),
    alerts: z.array(AlertSchema),
    dealer: z
      .object({ id: z.string(), slug: z.string(), name: z.string(), preferred_display_currency: z.string().nullable() })
      .nullable(),
    tuner: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
    dealer_onboarding_progress: z.record(z.string(), z.boolean()).nullable(),
    codes: z.array(z.string()),
    hcodes: z.array(z.string()),
    /** SPEC §3 Sale: the sale shown now (between its start and end), else null. */
    sale: SaleSchema.nullable(),
    display_currency: z.string(),
    site: PublicSiteConfigSchema,
    /** The brand theme every page is drawn with (decision 0100). */
    theme: PublicBrandThemeSchema,
  })
  .meta({ id: 'UiState' })
export type UiState = z.infer<typeof UiStateSchema>

export const RecaptchaSettingsSchema = z
  .object({ enabled: z.boolean(), site_key: z.string().nullable() })
  .meta({ id: 'RecaptchaSettings' })
export type RecaptchaSettings = z.infer<typeof RecaptchaSettingsSchema>
