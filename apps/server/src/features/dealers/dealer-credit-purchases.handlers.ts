import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-credit-purchases.routes'
import * as service from './dealer-credit-purchases.service'

const buyDealerCredits: H<typeof routes.buyDealerCredits> = async (c) => {
  const bought = await service.buyCredits(c.get('deps'), await getActor(c), c.req.valid('param').slug, {
    body: c.req.valid('json'),
    key: c.req.valid('header')['idempotency-key'],
  })
  return bought.created ? c.json(bought, 201) : c.json(bought, 200)
}

const listDealerCodes: H<typeof routes.listDealerCodes> = async (c) => {
  return c.json(
    await service.listCodes(c.get('deps'), await getActor(c), c.req.valid('param').slug, c.req.valid('query')),
    200,
  )
}

const sendDealerCode: H<typeof routes.sendDealerCode> = async (c) => {
  const { slug, code } = c.req.valid('param')
  return c.json(await service.sendCode(c.get('deps'), await getActor(c), slug, { code, ...c.req.valid('json') }), 200)
}

export const dealerCreditPurchasesRouter = createRouter()
  .openapi(routes.buyDealerCredits, buyDealerCredits)
  .openapi(routes.listDealerCodes, listDealerCodes)
  .openapi(routes.sendDealerCode, sendDealerCode)
