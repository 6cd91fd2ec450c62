import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminBetaProgramListSchema,
  AdminBetaProgramSchema,
  BetaApplicationInputSchema,
  BetaApplicationListSchema,
  BetaApplicationSchema,
  BetaDecisionSchema,
  BetaProgramInputSchema,
  BetaProgramListSchema,
  BetaProgramSchema,
  MyBetaApplicationSchema,
} from '@shop/domain/beta-programs'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam, MAX_ID } from '../../http/id-param'
import { EmptyObject, errorResponses, json } from '../../http/openapi'

const tags = ['Beta programs']
const adminTags = ['Back office: beta programs']

const ApplicationParams = IdParam.extend({
  applicationId: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'applicationId', in: 'path' } }),
})

export const listPrograms = createRoute({
  method: 'get',
  path: '/v1/beta-programs',
  tags,
  summary: 'The beta programs open for sign-up and those closed, open ones first (drafts are never listed)',
  responses: { 200: { description: 'The programs', ...json(BetaProgramListSchema) } },
})

export const getProgram = createRoute({
  method: 'get',
  path: '/v1/beta-programs/{id}',
  tags,
  summary:
    'One open or closed beta program: its description (sanitized HTML), eligibility, places left, and the asker’s own application when logged in (a draft is a 404)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The program', ...json(BetaProgramSchema) },
    ...errorResponses(404, 422),
  },
})

export const applyToProgram = createRoute({
  method: 'post',
  path: '/v1/beta-programs/{id}/applications',
  tags,
  summary:
    'Apply to a beta program (logged in). The vehicle and tool must match its eligibility (422 naming what does not); a closed or full program, or a second application, is a 409. A withdrawn applicant may apply again',
  request: { params: IdParam, body: { required: true, ...json(BetaApplicationInputSchema) } },
  responses: {
    201: { description: 'The application', ...json(MyBetaApplicationSchema) },
    ...errorResponses(401, 404, 409, 422),
  },
})

export const withdrawApplication = createRoute({
  method: 'post',
  path: '/v1/beta-programs/{id}/applications/mine/withdraw',
  tags,
  summary:
    'Withdraw the asker’s own application (applied or accepted; its place frees up). Withdrawing again answers the same; a declined one is a 409',
  request: { params: IdParam },
  responses: {
    200: { description: 'The application, withdrawn', ...json(MyBetaApplicationSchema) },
    ...errorResponses(401, 404, 409, 422),
  },
})

// ---- staff (content:write)

export const adminListPrograms = createRoute({
  method: 'get',
  path: '/admin/beta-programs',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'Every beta program, drafts too, with its applications counted by status (staff)',
  responses: {
    200: { description: 'The programs', ...json(AdminBetaProgramListSchema) },
    ...errorResponses(401, 403),
  },
})

export const adminCreateProgram = createRoute({
  method: 'post',
  path: '/admin/beta-programs',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'A new beta program; its Markdown is rendered and sanitized on save (staff)',
  request: { body: { required: true, ...json(BetaProgramInputSchema) } },
  responses: {
    201: { description: 'The program', ...json(AdminBetaProgramSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const adminGetProgram = createRoute({
  method: 'get',
  path: '/admin/beta-programs/{id}',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'One beta program with its Markdown, for editing; Last-Modified for If-Unmodified-Since (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The program', ...json(AdminBetaProgramSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const adminUpdateProgram = createRoute({
  method: 'put',
  path: '/admin/beta-programs/{id}',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary:
    'Save a beta program (If-Unmodified-Since: 412 when changed since); the capacity cannot go below those accepted (staff)',
  request: { params: IdParam, body: { required: true, ...json(BetaProgramInputSchema) } },
  responses: {
    200: { description: 'The program', ...json(AdminBetaProgramSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const adminDeleteProgram = createRoute({
  method: 'delete',
  path: '/admin/beta-programs/{id}',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'Delete a beta program nobody applied to (409 otherwise: close it instead); If-Unmodified-Since (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'Deleted', ...json(EmptyObject) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const adminListApplications = createRoute({
  method: 'get',
  path: '/admin/beta-programs/{id}/applications',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'The applications to a beta program, those waiting first, then newest first (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The applications', ...json(BetaApplicationListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const adminAcceptApplication = createRoute({
  method: 'post',
  path: '/admin/beta-programs/{id}/applications/{applicationId}/accept',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary:
    'Accept an application with a note the applicant is e-mailed; the capacity is checked under a lock on the program (409 when full). Accepting again answers the same (staff)',
  request: { params: ApplicationParams, body: { required: true, ...json(BetaDecisionSchema) } },
  responses: {
    200: { description: 'The application', ...json(BetaApplicationSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const adminDeclineApplication = createRoute({
  method: 'post',
  path: '/admin/beta-programs/{id}/applications/{applicationId}/decline',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary:
    'Decline an application with a note the applicant is e-mailed (an accepted one too: its place frees up) (staff)',
  request: { params: ApplicationParams, body: { required: true, ...json(BetaDecisionSchema) } },
  responses: {
    200: { description: 'The application', ...json(BetaApplicationSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
