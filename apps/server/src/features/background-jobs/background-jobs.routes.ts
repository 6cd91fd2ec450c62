import { createRoute } from '@hono/zod-openapi'
import { BackgroundJobSchema, JobIdParamSchema, JobListAnswerSchema, JobListQuerySchema } from '@shop/domain/jobs'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Background jobs']

export const listJobs = createRoute({
  method: 'get',
  path: '/admin/jobs',
  tags,
  summary: 'Background jobs, newest first, with the counts per state (staff and admins)',
  request: { query: JobListQuerySchema },
  responses: {
    200: { description: 'One page of jobs', ...json(JobListAnswerSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const retryJob = createRoute({
  method: 'post',
  path: '/admin/jobs/{id}/retry',
  tags,
  summary: 'Queue a failed job again (staff and admins)',
  request: { params: JobIdParamSchema },
  responses: {
    200: { description: 'The job, queued again', ...json(BackgroundJobSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
