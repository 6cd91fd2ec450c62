import { json, startFakeServer, type FakeReply, type FakeRequest } from './fake-server'

type Behaviour = 'completes' | 'declined_cvv' | { status: number; issue: string }
type Order = {
  id: string
  currency: string
  value: string
  behaviour: Behaviour
  capture?: { id: string; status: string; amount: { currency_code: string; value: string } }
}

/**
 * A small PayPal REST API: OAuth client credentials, orders (create, get, capture with PayPal-Request-Id replay)
 * and captures (get, refund). The SDK reaches it through an HTTPS agent that connects to the fake instead. An
 * order created here counts as approved: the buyer's approval happens in PayPal's own window.
 */
export async function startPaypalFake(options: { port?: number } = {}) {
  const orders = new Map<string, Order>()
  const byRequestId = new Map<string, FakeReply>()
  let captures = 0

  const orderJson = (order: Order) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.capture?.status === 'COMPLETED' ? 'COMPLETED' : 'APPROVED',
    purchase_units: [
      {
        reference_id: 'default',
        amount: { currency_code: order.currency, value: order.value },
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
  })

  function capture(order: Order): FakeReply {
    const { behaviour } = order
    if (typeof behaviour === 'object') {
      return json(behaviour.status, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'Fake says no.',
        debug_id: 'd1',
        details: [{ issue: behaviour.issue }],
      })
    }
    order.capture = {
      id: `CAP${++captures}`,
      status: behaviour === 'completes' ? 'COMPLETED' : 'DECLINED',
      amount: { currency_code: order.currency, value: order.value },
      ...(behaviour === 'declined_cvv' ? { processor_response: { response_code: '5110' } } : {}),
    }
    return json(201, orderJson(order))
  }

  function route(request: FakeRequest): FakeReply {
    const { pathname } = request.url
    if (request.method === 'POST' && pathname === '/v1/oauth2/token') {
      return json(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 32_400 })
    }
    if (request.headers.authorization !== 'Bearer fake-access-token')
      return json(401, { name: 'AUTHENTICATION_FAILURE' })
    if (request.method === 'POST' && pathname === '/v2/checkout/orders') {
      const amount = JSON.parse(request.body || '{}').purchase_units?.[0]?.amount
      if (!amount?.currency_code || !amount?.value) return json(400, { name: 'INVALID_REQUEST' })
      const id = `ORDER${orders.size + 1}`
      orders.set(id, { id, currency: amount.currency_code, value: amount.value, behaviour: 'completes' })
      return json(201, { id, status: 'CREATED' })
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(pathname)
    if (orderMatch) {
      const order = orders.get(orderMatch[1]!)
      if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
      if (request.method === 'GET') return json(200, orderJson(order))
      return capture(order)
    }
    const captureMatch = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(pathname)
    const captured = captureMatch ? [...orders.values()].find((o) => o.capture?.id === captureMatch[1]) : undefined
    if (!captured?.capture)
      return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
    if (request.method === 'GET') return json(200, captured.capture)
    const body = JSON.parse(request.body || '{}')
    return json(201, { id: `REF${captures}`, status: 'COMPLETED', amount: body.amount })
  }

  const server = await startFakeServer((request) => {
    const requestId = request.headers['paypal-request-id']
    const previous = typeof requestId === 'string' ? byRequestId.get(requestId) : undefined
    if (previous) return previous
    const reply = route(request)
    if (typeof requestId === 'string' && reply.status < 500) byRequestId.set(requestId, reply)
    return reply
  }, options.port)
  return {
    ...server,
    orders,
    /** An order the buyer approved in the PayPal button. */
    approve(id: string, currency: string, value: string, behaviour: Behaviour = 'completes') {
      orders.set(id, { id, currency, value, behaviour })
    },
  }
}
export type PaypalFake = Awaited<ReturnType<typeof startPaypalFake>>
