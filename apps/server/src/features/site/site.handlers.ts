import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { listCountries } from '@shop/domain/countries'
import { notReady } from '../../http/app-error'
import { regionOfRequest } from '../../http/region'
import { getActor, getUser } from '../../http/session'
import * as routes from './site.routes'
import * as service from './site.service'

const health: H<typeof routes.health> = (c) => c.json({ status: 'ok' as const }, 200)

/** How long readiness waits for the database: a hung connection must answer 503, not hang the probe. */
const READY_TIMEOUT_MS = 2_000

// Decision 0085: a process that stops, or whose database does not answer, is taken out of the balancer's rotation.
const ready: H<typeof routes.ready> = async (c) => {
  const deps = c.get('deps')
  if (deps.serving.draining) throw notReady()
  const problem = await service.databaseProblem(deps.database, READY_TIMEOUT_MS)
  if (problem) {
    c.get('logger').warn({ err: problem }, 'not ready: the database does not answer')
    throw notReady()
  }
  return c.json({ status: 'ready' as const }, 200)
}

// Every page asks: the session and the alerts come from the per-process memo (decision 0020), no query on a hit.
const uiState: H<typeof routes.uiState> = async (c) => {
  const deps = c.get('deps')
  const user = await getUser(c)
  return c.json(await service.buildUiState(deps, user, regionOfRequest(c), deps.clock()), 200)
}

const listAlerts: H<typeof routes.listAlerts> = async (c) => {
  const deps = c.get('deps')
  const actor = await getActor(c)
  return c.json({ data: await service.activeAlerts(deps, actor?.id ?? null, deps.clock()) }, 200)
}

const closeAlert: H<typeof routes.closeAlert> = async (c) => {
  const deps = c.get('deps')
  const actor = await getActor(c)
  // A visitor's closed ids are kept by the browser (SPEC §3); a user's here, on every device.
  if (actor) await service.closeAlert(deps, c.req.valid('param').id, actor.id, deps.clock())
  return c.body(null, 204)
}

// Every page's layout asks for the switches, and the shortage notice is part of cached catalog pages: they
// share the catalog cache and its invalidation (in this process and, through NOTIFY, in the others).
const SWITCH_STATES_KEY = 'site:switch-states'

const getSwitchStates: H<typeof routes.getSwitchStates> = async (c) => {
  const { db, catalogCache } = c.get('deps')
  const body = await catalogCache.fill(SWITCH_STATES_KEY, async () => JSON.stringify(await service.switchStates(db)))
  // The contract describes the JSON; the cache hands back the same JSON as text, hence the cast.
  return c.body(body, 200, { 'content-type': 'application/json' }) as never
}

const putSwitchStates: H<typeof routes.putSwitchStates> = async (c) => {
  return c.json(await service.setSwitchStates(c.get('deps'), await getActor(c), c.req.valid('json')), 200)
}

const countries = listCountries()
const getCountries: H<typeof routes.listCountries> = (c) => {
  c.header('Cache-Control', 'public, max-age=86400')
  return c.json({ data: countries }, 200)
}

const recaptchaSettings: H<typeof routes.recaptchaSettings> = (c) => {
  const siteKey = c.get('deps').siteConfig.recaptcha.siteKey
  return c.json({ enabled: siteKey !== null, site_key: siteKey }, 200)
}

export const siteRouter = createRouter()
  .openapi(routes.health, health)
  .openapi(routes.ready, ready)
  .openapi(routes.uiState, uiState)
  .openapi(routes.listAlerts, listAlerts)
  .openapi(routes.closeAlert, closeAlert)
  .openapi(routes.getSwitchStates, getSwitchStates)
  .openapi(routes.putSwitchStates, putSwitchStates)
  .openapi(routes.putSwitchStatesAtAdmin, putSwitchStates)
  .openapi(routes.listCountries, getCountries)
  .openapi(routes.recaptchaSettings, recaptchaSettings)
