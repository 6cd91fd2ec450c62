import { createRoute } from '@hono/zod-openapi'
import { CountryListSchema } from '@shop/domain/countries'
import {
  AlertListSchema,
  HealthSchema,
  ReadinessSchema,
  RecaptchaSettingsSchema,
  UiStateSchema,
} from '@shop/domain/site'
import { SwitchStatesAnswerSchema, SwitchStatesSchema } from '@shop/domain/switch-states'
import { IdParam } from '../../http/id-param'
import { atPath, errorResponses, json } from '../../http/openapi'

const tags = ['Site']

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags,
  summary: 'Liveness: answers without touching the database',
  responses: {
    200: { description: 'Up', ...json(HealthSchema) },
  },
})

export const ready = createRoute({
  method: 'get',
  path: '/ready',
  tags,
  summary: 'Readiness: the database answers `select 1` and the process is not stopping (503 while it drains)',
  responses: {
    200: { description: 'Ready to serve', ...json(ReadinessSchema) },
    ...errorResponses(503),
  },
})

export const uiState = createRoute({
  method: 'get',
  path: '/global/v1/ui-state',
  tags,
  summary: 'Global state: user, alerts, dealer, tuner, onboarding, automatic codes and the public site options',
  responses: { 200: { description: 'The global state', ...json(UiStateSchema) } },
})

export const listAlerts = createRoute({
  method: 'get',
  path: '/alerts',
  tags,
  summary: 'Alerts for whoever asks, without those they closed',
  responses: {
    200: { description: 'Alerts', ...json(AlertListSchema) },
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

export const getSwitchStates = createRoute({
  method: 'get',
  path: '/v1/switch-states',
  tags,
  summary: 'The four shortage switches (SPEC §3, §7); months as YYYY-MM',
  responses: { 200: { description: 'The switches', ...json(SwitchStatesAnswerSchema) } },
})

export const putSwitchStates = createRoute({
  method: 'put',
  path: '/v1/switch-states',
  tags,
  summary: 'Set the shortage switches (staff); a switch that is on needs its month',
  request: { body: { required: true, ...json(SwitchStatesSchema) } },
  responses: {
    200: { description: 'The switches now', ...json(SwitchStatesAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const listCountries = createRoute({
  method: 'get',
  path: '/v1/countries',
  tags,
  summary: 'Every ISO 3166-1 country with its English name, sorted by name',
  responses: {
    200: { description: 'Countries', ...json(CountryListSchema) },
  },
})

export const recaptchaSettings = createRoute({
  method: 'get',
  path: '/v1/recaptcha-settings',
  tags,
  summary: 'Bot protection for public forms: the site key, or disabled when none is configured',
  responses: {
    200: { description: 'Settings', ...json(RecaptchaSettingsSchema) },
  },
})

/** The back-office home of `putSwitchStates` (issue 24 item 1); its old path stays as an alias while the web app moves. */
export const putSwitchStatesAtAdmin = atPath(putSwitchStates, '/admin/switch-states')
