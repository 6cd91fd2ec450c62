import { createRoute } from '@hono/zod-openapi'
import { DealerParamSchema, OnboardingProgressSchema } from '@shop/domain/dealers'
import { errorResponses, json } from '../../http/openapi'

export const getOnboardingProgress = createRoute({
  method: 'get',
  path: '/v1/dealers/{slug}/onboarding-progress',
  tags: ['Dealers'],
  summary: 'The dealer’s onboarding checklist: billing, first member, tools, branding, first credit purchase (members)',
  request: { params: DealerParamSchema },
  responses: {
    200: { description: 'The checklist', ...json(OnboardingProgressSchema) },
    ...errorResponses(401, 404, 422),
  },
})
