import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './background-jobs.routes'
import * as service from './background-jobs.service'

const listJobs: H<typeof routes.listJobs> = async (c) => {
  return c.json(await service.listJobs(c.get('deps').jobs, await getActor(c), c.req.valid('query')), 200)
}

const retryJob: H<typeof routes.retryJob> = async (c) => {
  return c.json(await service.retryJob(c.get('deps').jobs, await getActor(c), c.req.valid('param').id), 200)
}

export const backgroundJobsRouter = createRouter().openapi(routes.listJobs, listJobs).openapi(routes.retryJob, retryJob)
