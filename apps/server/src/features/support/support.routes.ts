import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminFeedbackListQuerySchema,
  AdminFeedbackListSchema,
  ContactUsAnswerSchema,
  ContactUsSchema,
  FeedbackAnswerSchema,
  FeedbackRequestSchema,
} from '@shop/domain/support'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Support']
const body = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema) })

/** `/feedback/{id}/{token}`: the request's id and the token of its mailed link (a wrong one is simply 404). */
const FeedbackLinkParams = IdParam.extend({
  token: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'token', in: 'path' } }),
})

export const contactUs = createRoute({
  method: 'post',
  path: '/v1/contact-us',
  tags,
  summary:
    "The contact page's message (anyone): a GENERAL ticket, confirmed by mail with its link. Without name, subject or message: 422 'ticket is not valid'; a few an hour per address and per e-mail (429)",
  request: { body: body(ContactUsSchema) },
  responses: {
    201: { description: 'Received; a confirmation is mailed', ...json(ContactUsAnswerSchema) },
    ...errorResponses(422, 429),
  },
})

export const getFeedback = createRoute({
  method: 'get',
  path: '/v1/feedback/{id}/{token}',
  tags,
  summary: 'What a feedback link rates, and whether it was answered (a wrong token or id: 404)',
  request: { params: FeedbackLinkParams },
  responses: {
    200: { description: 'The feedback request', ...json(FeedbackRequestSchema) },
    ...errorResponses(404, 422),
  },
})

export const submitFeedback = createRoute({
  method: 'post',
  path: '/v1/feedback/{id}/{token}',
  tags,
  summary: "Rate it 1–5 with a comment, once (a second time: 409 'This feedback was already sent.')",
  request: { params: FeedbackLinkParams, body: body(FeedbackAnswerSchema) },
  responses: {
    200: { description: 'Saved', ...json(FeedbackRequestSchema) },
    ...errorResponses(404, 409, 422),
  },
})

export const listFeedback = createRoute({
  method: 'get',
  path: '/admin/feedback',
  middleware: [allowedFirst('support:work')],
  tags: ['Back office: feedback'],
  summary: 'Answered feedback, newest first, with the average rating (staff: support:work)',
  request: { query: AdminFeedbackListQuerySchema },
  responses: {
    200: { description: 'One page', ...json(AdminFeedbackListSchema) },
    ...errorResponses(401, 403, 422),
  },
})
