import { createRoute, z } from '@hono/zod-openapi'
import {
  DEALER_APPLICATION_DOCUMENT_MAX_BYTES,
  DEALER_APPLICATION_MAX_DOCUMENTS,
  DealerApplicationFormSchema,
  DealerApplicationListQuerySchema,
  DealerApplicationListSchema,
  DealerApplicationRefusalSchema,
  DealerApplicationSchema,
  DealersNearbyQuerySchema,
  DealersNearbySchema,
  DealerToolOffersSchema,
  MyDealerApplicationSchema,
  RepresentativeContactAnswerSchema,
  RepresentativeContactSchema,
} from '@shop/domain/dealer-applications'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Becoming a dealer']
const adminTags = ['Back office: dealer applications']
const MB = DEALER_APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)

export const submitApplicationDoc = {
  method: 'post' as const,
  path: '/v1/become-dealer',
  tags,
  summary: `Apply to become a dealer: the fields as JSON in \`application\` and 1–${DEALER_APPLICATION_MAX_DOCUMENTS} documents (PDF, JPEG or PNG, ${MB} MB each; checked by their bytes). One open application per user (409)`,
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: DealerApplicationFormSchema } } },
  },
  responses: {
    201: { description: 'The application, submitted', ...json(DealerApplicationSchema) },
    ...errorResponses(400, 401, 409, 413, 422),
  },
}

export const getMyApplication = createRoute({
  method: 'get',
  path: '/v1/become-dealer',
  tags,
  summary: 'The signed-in user’s latest dealer application and its status (null when they never applied)',
  responses: {
    200: { description: 'The application', ...json(MyDealerApplicationSchema) },
    ...errorResponses(401),
  },
})

export const getDealerToolOffers = createRoute({
  method: 'get',
  path: '/v1/dealer-tool-offers',
  tags,
  summary:
    'What dealers get: the dealer-ownable tools with their retail and dealer prices in the display currency, and the specializations an application may name',
  request: {
    query: z.object({
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    }),
  },
  responses: {
    200: { description: 'The tools and specializations', ...json(DealerToolOffersSchema) },
    ...errorResponses(422),
  },
})

export const getDealersNearby = createRoute({
  method: 'get',
  path: '/v1/dealers-nearby',
  tags,
  summary:
    'The dealer locator: the nearest active dealers (at most 20) to an address or postal code, optionally of one specialization; distances in km (`unit` says how the region reads them)',
  request: { query: DealersNearbyQuerySchema },
  responses: {
    200: { description: 'The dealers, nearest first', ...json(DealersNearbySchema) },
    ...errorResponses(422),
  },
})

export const contactRepresentatives = createRoute({
  method: 'post',
  path: '/v1/dealer-representatives/contact',
  tags,
  summary: 'A message to the dealer team (public; a few an hour from one address, then 429)',
  request: { body: { required: true, ...json(RepresentativeContactSchema) } },
  responses: {
    201: { description: 'Received', ...json(RepresentativeContactAnswerSchema) },
    ...errorResponses(422, 429),
  },
})

export const listApplications = createRoute({
  method: 'get',
  path: '/admin/dealer-applications',
  middleware: [allowedFirst('back-office:write')],
  tags: adminTags,
  summary: 'Dealer applications, newest first, filtered by status (Admin)',
  request: { query: DealerApplicationListQuerySchema },
  responses: {
    200: { description: 'One page', ...json(DealerApplicationListSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getApplication = createRoute({
  method: 'get',
  path: '/admin/dealer-applications/{id}',
  middleware: [allowedFirst('back-office:write')],
  tags: adminTags,
  summary: 'One dealer application with its documents’ download links (Admin)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The application', ...json(DealerApplicationSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getApplicationDocument = createRoute({
  method: 'get',
  path: '/admin/dealer-applications/{id}/documents/{documentId}',
  middleware: [allowedFirst('back-office:write')],
  tags: adminTags,
  summary: 'A document of a dealer application (Admin)',
  request: {
    params: IdParam.extend({ documentId: z.uuid().openapi({ param: { name: 'documentId', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'image/*': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const approveApplication = createRoute({
  method: 'post',
  path: '/admin/dealer-applications/{id}/approve',
  middleware: [allowedFirst('back-office:write')],
  tags: adminTags,
  summary:
    'Approve: the dealer is made (organization, the applicant as owner, profile, billing, tools, specializations) and the applicant e-mailed; audited. Approving again answers the same dealer; a refused application is a 409 (Admin)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The application, approved, naming its dealer', ...json(DealerApplicationSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const refuseApplication = createRoute({
  method: 'post',
  path: '/admin/dealer-applications/{id}/refuse',
  middleware: [allowedFirst('back-office:write')],
  tags: adminTags,
  summary: 'Refuse with a reason, e-mailed to the applicant; audited; a decided application is a 409 (Admin)',
  request: { params: IdParam, body: { required: true, ...json(DealerApplicationRefusalSchema) } },
  responses: {
    200: { description: 'The application, refused', ...json(DealerApplicationSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})
