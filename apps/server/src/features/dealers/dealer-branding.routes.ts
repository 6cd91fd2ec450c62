import { createRoute, z } from '@hono/zod-openapi'
import { LOGO_MAX_BYTES } from '@shop/domain/brand-theme'
import {
  DealerBrandingInputSchema,
  DealerBrandingSchema,
  DealerLogoParamSchema,
  DealerLogoUploadSchema,
  DealerParamSchema,
} from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Dealers: branding']

export const getBranding = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/branding',
  tags,
  summary: 'The dealer’s colours and logo, as its invoices, statements and customers’ pages draw them (members, staff)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The branding', ...json(DealerBrandingSchema) },
    ...errorResponses(401, 404, 422),
  },
})

export const putBranding = createRoute({
  method: 'put',
  path: '/v1/dealers/{slug}/branding',
  tags,
  summary: 'Save the dealer’s colours (#rrggbb) and logo (an upload’s id), or none (owner, manager); audited',
  request: { params: DealerParamSchema, body: { required: true, ...json(DealerBrandingInputSchema) } },
  responses: {
    200: { description: 'The branding as saved', ...json(DealerBrandingSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const DealerLogoFormSchema = z.object({ logo: z.string().meta({ format: 'binary' }) })

export const uploadLogoDoc = {
  method: 'post' as const,
  path: '/v1/dealers/{slug}/branding/logo',
  tags,
  summary: `Upload a logo for the dealer (owner, manager): \`logo\`, PNG, JPEG or WebP told by its bytes (never SVG), at most ${LOGO_MAX_BYTES / 1024} KB; a save names it`,
  request: {
    params: DealerParamSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: DealerLogoFormSchema } } },
  },
  responses: {
    201: { description: 'The stored logo’s id and address', ...json(DealerLogoUploadSchema) },
    ...errorResponses(400, 401, 403, 404, 413, 422),
  },
}

export const getLogo = createRoute({
  method: 'get',
  path: '/dealer-logos/{fileId}',
  tags,
  summary: 'A dealer’s logo (anyone: its customers’ pages show it; an id is never reused, so cached for a year)',
  request: { params: DealerLogoParamSchema },
  responses: {
    200: { description: 'The logo', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(404, 422),
  },
})
