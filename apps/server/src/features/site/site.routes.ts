import { createRoute, z } from '@hono/zod-openapi'
import { UserSchema } from '@shop/domain/accounts'
import { ALERT_TYPES, PublicSiteConfigSchema } from '@shop/domain/site'
import { SwitchStatesSchema } from '@shop/domain/switch-states'
import { SaleSchema } from '@shop/domain/store'
import { IdParam } from '../../http/id-param'
import { errorResponses } from '../../http/openapi'

const tags = ['Site']

export const AlertSchema = z
  .object({ id: z.number().int(), type: z.enum(ALERT_TYPES), title: z.string(), body: z.string() })
  .openapi('Alert')

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
  })
  .openapi('UiState')
export type UiState = z.infer<typeof UiStateSchema>

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags,
  summary: 'Liveness: answers without touching the database',
  responses: {
    200: { description: 'Up', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } },
  },
})

export const uiState = createRoute({
  method: 'get',
  path: '/global/v1/ui-state',
  tags,
  summary: 'Global state: user, alerts, dealer, tuner, onboarding, automatic codes and the public site options',
  responses: { 200: { description: 'The global state', content: { 'application/json': { schema: UiStateSchema } } } },
})

export const listAlerts = createRoute({
  method: 'get',
  path: '/alerts',
  tags,
  summary: 'Alerts for whoever asks, without those they closed',
  responses: {
    200: {
      description: 'Alerts',
      content: { 'application/json': { schema: z.object({ data: z.array(AlertSchema) }) } },
    },
  },
})

export const closeAlert = createRoute({
  method: 'post',
  path: '/alerts/{id}/close',
  tags,
  summary: 'Close an alert for good (for a logged-in user; visitors keep closed ids in the browser)',
  request: {
    params: IdParam,
  },
  responses: { 204: { description: 'Closed' }, ...errorResponses(404) },
})

// A copy made here: a domain schema built before zod-openapi loaded has no .openapi().
const SwitchStates = z
  .object({
    'fz-shortage': z.boolean(),
    'fz-shortage-month': z.string().nullable(),
    'fzl-shortage': z.boolean(),
    'fzl-shortage-month': z.string().nullable(),
  })
  .openapi('SwitchStates')

export const getSwitchStates = createRoute({
  method: 'get',
  path: '/v1/switch-states',
  tags,
  summary: 'The four shortage switches (SPEC §3, §7); months as YYYY-MM',
  responses: { 200: { description: 'The switches', content: { 'application/json': { schema: SwitchStates } } } },
})

export const putSwitchStates = createRoute({
  method: 'put',
  path: '/v1/switch-states',
  tags,
  summary: 'Set the shortage switches (staff); a switch that is on needs its month',
  request: { body: { required: true, content: { 'application/json': { schema: SwitchStatesSchema } } } },
  responses: {
    200: { description: 'The switches now', content: { 'application/json': { schema: SwitchStates } } },
    ...errorResponses(401, 403, 422),
  },
})

const Country = z.object({ code: z.string(), name: z.string() }).openapi('Country')

export const listCountries = createRoute({
  method: 'get',
  path: '/v1/countries',
  tags,
  summary: 'Every ISO 3166-1 country with its English name, sorted by name',
  responses: {
    200: {
      description: 'Countries',
      content: { 'application/json': { schema: z.object({ data: z.array(Country) }) } },
    },
  },
})

export const recaptchaSettings = createRoute({
  method: 'get',
  path: '/v1/recaptcha-settings',
  tags,
  summary: 'Bot protection for public forms: the site key, or disabled when none is configured',
  responses: {
    200: {
      description: 'Settings',
      content: {
        'application/json': {
          schema: z.object({ enabled: z.boolean(), site_key: z.string().nullable() }).openapi('RecaptchaSettings'),
        },
      },
    },
  },
})
