import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-onboarding.routes'
import * as service from './dealer-onboarding.service'

const getOnboardingProgress: H<typeof routes.getOnboardingProgress> = async (c) => {
  const { slug } = c.req.valid('param')
  return c.json(await service.getOnboardingProgress(c.get('deps').db, await getActor(c), slug), 200)
}

export const dealerOnboardingRouter = createRouter().openapi(routes.getOnboardingProgress, getOnboardingProgress)
