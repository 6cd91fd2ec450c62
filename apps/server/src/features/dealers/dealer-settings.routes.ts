import { createRoute } from '@hono/zod-openapi'
import {
  DealerAddressListSchema,
  DealerParamSchema,
  DealerSettingsInputSchema,
  DealerSettingsSchema,
  DealerSpecializationChoiceListSchema,
  DealerSpecializationListSchema,
  DealerSpecializationsInputSchema,
  DealerToolListSchema,
  DealerToolsInputSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers: settings']

export const getSettings = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/settings',
  tags,
  summary: 'The dealer’s company, shop and billing addresses and display currency (owner, manager; staff read)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The settings; Last-Modified for If-Unmodified-Since', ...json(DealerSettingsSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const putSettings = createRoute({
  method: 'put',
  path: '/v1/dealers/{slug}/settings',
  tags,
  summary: 'Save the dealer’s settings (owner, manager); audited',
  description:
    'Send If-Unmodified-Since (the Last-Modified of the read): 412 when they changed since. A changed shop address ' +
    'is geocoded (422 `unable to resolve address` on its field); a changed billing address becomes a new read-only ' +
    'address. The display currency must be a store currency.',
  request: {
    params: DealerParamSchema,
    body: { required: true, ...json(DealerSettingsInputSchema) },
  },
  responses: {
    200: { description: 'The settings as saved', ...json(DealerSettingsSchema) },
    ...errorResponses(401, 403, 404, 412, 422),
  },
})

export const listAddresses = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/addresses',
  tags,
  summary: 'The dealer’s addresses: its shop and its billing address (owner, manager; staff read)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The addresses', ...json(DealerAddressListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listTools = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/tools',
  tags,
  summary: 'The flash tools a dealer may own, with its install fee for those it does (owner, manager; staff read)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The tools', ...json(DealerToolListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const putTools = createRoute({
  method: 'put',
  path: '/v1/dealers/{slug}/tools',
  tags,
  summary: 'Sync the tools the dealer owns, SPEC §3 dealer tool {id, install_fee}: the whole list (owner, manager)',
  description: 'A tool a dealer may not own, or one listed twice, is a 422 naming its index (`tools.2.id`).',
  request: { params: DealerParamSchema, body: { required: true, ...json(DealerToolsInputSchema) } },
  responses: {
    200: { description: 'The tools as saved', ...json(DealerToolListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listSpecializations = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/specializations',
  tags,
  summary: 'Every specialization, each with whether the dealer has it (owner, manager; staff read)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The specializations', ...json(DealerSpecializationChoiceListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const putSpecializations = createRoute({
  method: 'put',
  path: '/v1/dealers/{slug}/specializations',
  tags,
  summary: 'Sync the dealer’s specializations, SPEC §3 specialization {id}: the whole list (owner, manager)',
  request: { params: DealerParamSchema, body: { required: true, ...json(DealerSpecializationsInputSchema) } },
  responses: {
    200: { description: 'The specializations as saved', ...json(DealerSpecializationChoiceListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const listAllSpecializations = createRoute({
  method: 'get',
  path: '/v1/dealer-specializations',
  tags: ['Dealers'],
  summary: 'What dealers may be known for: the locator’s filter and the application’s choices (anyone)',
  responses: {
    200: { description: 'The specializations, in their order', ...json(DealerSpecializationListSchema) },
  },
})
