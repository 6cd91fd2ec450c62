import { createRoute, z } from '@hono/zod-openapi'
import {
  ConfirmAnswerSchema,
  IssueInputSchema,
  IssueSchema,
  MySubscriptionChangeSchema,
  MySubscriptionsSchema,
  NewsletterListSchema,
  NewsletterOverviewSchema,
  PublicIssueSchema,
  SubscribeAnswerSchema,
  SubscribeRequestSchema,
  TestSendAnswerSchema,
  UnsubscribeAnswerSchema,
  UnsubscribeLinkSchema,
} from '@shop/domain/newsletter'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Newsletter']
const adminTags = ['Back office: newsletter']

const TokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the mailed link' }),
})
const SlugParam = z.object({
  slug: z
    .string()
    .max(100)
    .openapi({ param: { name: 'slug', in: 'path' } }),
})

export const subscribe = createRoute({
  method: 'post',
  path: '/v1/newsletter/subscribe',
  tags,
  summary:
    'Sign up to a list (double opt-in): a confirmation link is mailed. The answer is the same whether the address was new, waiting or confirmed; too many sign-ups from one client address in an hour are a 429',
  request: { body: { required: true, ...json(SubscribeRequestSchema) } },
  responses: {
    200: { description: 'Received', ...json(SubscribeAnswerSchema) },
    ...errorResponses(422, 429),
  },
})

export const confirm = createRoute({
  method: 'post',
  path: '/v1/newsletter/confirm/{token}',
  tags,
  summary: 'Confirm a sign-up with the mailed token (once; the link works for 7 days)',
  request: { params: TokenParam },
  responses: {
    200: { description: 'Confirmed', ...json(ConfirmAnswerSchema) },
    ...errorResponses(404),
  },
})

export const readUnsubscribeLink = createRoute({
  method: 'get',
  path: '/v1/newsletter/unsubscribe/{token}',
  tags,
  summary: 'What an unsubscribe link is about: the list and address (changes nothing; mail scanners follow links)',
  request: { params: TokenParam },
  responses: {
    200: { description: 'The link’s list and address', ...json(UnsubscribeLinkSchema) },
    ...errorResponses(404),
  },
})

export const unsubscribe = createRoute({
  method: 'post',
  path: '/v1/newsletter/unsubscribe/{token}',
  tags,
  summary:
    'Unsubscribe the link’s holder: the one-click POST of RFC 8058 (form body `List-Unsubscribe=One-Click`, sent by a mail provider without cookies or Origin) or the page’s button. Again is the same answer',
  request: {
    params: TokenParam,
    body: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }),
        },
      },
    },
  },
  responses: {
    200: { description: 'Unsubscribed', ...json(UnsubscribeAnswerSchema) },
    ...errorResponses(404),
  },
})

export const readList = createRoute({
  method: 'get',
  path: '/v1/newsletter/lists/{slug}',
  tags,
  summary: 'A newsletter list’s title and description',
  request: { params: SlugParam },
  responses: {
    200: { description: 'The list', ...json(NewsletterListSchema) },
    ...errorResponses(404),
  },
})

export const readPublicIssue = createRoute({
  method: 'get',
  path: '/v1/newsletter/issues/{slug}',
  tags,
  summary: 'A sent issue’s web view (a draft, or one still being sent, is a 404)',
  request: { params: SlugParam },
  responses: {
    200: { description: 'The issue', ...json(PublicIssueSchema) },
    ...errorResponses(404),
  },
})

export const readMySubscriptions = createRoute({
  method: 'get',
  path: '/v1/newsletter/my-subscriptions',
  tags,
  summary: 'The signed-in user’s lists and whether the account’s address gets each',
  responses: {
    200: { description: 'The lists', ...json(MySubscriptionsSchema) },
    ...errorResponses(401),
  },
})

export const changeMySubscription = createRoute({
  method: 'put',
  path: '/v1/newsletter/my-subscriptions/{slug}',
  tags,
  summary: 'Subscribe or unsubscribe the signed-in user’s address (confirmed at sign-up, so at once)',
  request: { params: SlugParam, body: { required: true, ...json(MySubscriptionChangeSchema) } },
  responses: {
    200: { description: 'The lists', ...json(MySubscriptionsSchema) },
    ...errorResponses(401, 404, 422),
  },
})

const staff = [allowedFirst('content:write')]

export const readOverview = createRoute({
  method: 'get',
  path: '/admin/newsletter',
  middleware: staff,
  tags: adminTags,
  summary: 'Issues (being sent first, then newest) with their progress, and each list’s subscribers by status (staff)',
  responses: {
    200: { description: 'Issues and lists', ...json(NewsletterOverviewSchema) },
    ...errorResponses(401, 403),
  },
})

export const createIssue = createRoute({
  method: 'post',
  path: '/admin/newsletter/issues',
  middleware: staff,
  tags: adminTags,
  summary: 'A new draft issue; its Markdown is rendered and sanitized on save (staff)',
  request: { body: { required: true, ...json(IssueInputSchema) } },
  responses: {
    201: { description: 'The draft', ...json(IssueSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const readIssue = createRoute({
  method: 'get',
  path: '/admin/newsletter/issues/{id}',
  middleware: staff,
  tags: adminTags,
  summary: 'One issue with its progress and the list’s confirmed subscribers now (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The issue', ...json(IssueSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const updateIssue = createRoute({
  method: 'put',
  path: '/admin/newsletter/issues/{id}',
  middleware: staff,
  tags: adminTags,
  summary: 'Change a draft (If-Unmodified-Since: 412 when stale); one being sent or sent is a 409 (staff)',
  request: { params: IdParam, body: { required: true, ...json(IssueInputSchema) } },
  responses: {
    200: { description: 'The draft', ...json(IssueSchema) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const testSendIssue = createRoute({
  method: 'post',
  path: '/admin/newsletter/issues/{id}/test-send',
  middleware: staff,
  tags: adminTags,
  summary: 'Mail the issue to the staff member’s own address, as a subscriber would get it (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'Sent', ...json(TestSendAnswerSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const sendIssue = createRoute({
  method: 'post',
  path: '/admin/newsletter/issues/{id}/send',
  middleware: staff,
  tags: adminTags,
  summary:
    'Send a draft to the list’s confirmed subscribers (a background job in batches; each mailed once). An issue being sent is queued again (resume); a sent one, or a list nobody confirmed, is a 409 (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The issue, being sent', ...json(IssueSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
