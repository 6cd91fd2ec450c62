import { json, startFakeServer, type FakeReply, type FakeRequest } from './fake-server'

type Card = { id: string; brand: string; last4: string; customer: string | null }

/** Test payment methods the fake knows, named as Stripe's own test PaymentMethods. */
const DECLINES: Record<string, { status: number; error: Record<string, string> }> = {
  pm_card_chargeDeclinedExpiredCard: { status: 402, error: { type: 'card_error', code: 'expired_card' } },
  pm_card_chargeDeclinedIncorrectCvc: { status: 402, error: { type: 'card_error', code: 'incorrect_cvc' } },
  pm_card_duplicate: {
    status: 402,
    error: { type: 'card_error', code: 'card_declined', decline_code: 'duplicate_transaction' },
  },
  pm_card_revoked: {
    status: 402,
    error: { type: 'card_error', code: 'card_declined', decline_code: 'revocation_of_authorization' },
  },
  pm_card_chargeDeclined: {
    status: 402,
    error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
  },
  pm_missing: {
    status: 400,
    error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method' },
  },
  pm_card_server_error: { status: 500, error: { type: 'api_error' } },
}

/**
 * A small Stripe API: PaymentIntents (create+confirm, search by metadata), refunds, customers and card
 * PaymentMethods (list, retrieve, detach), with Stripe's idempotency (a key replays its first answer).
 */
export async function startStripeFake() {
  const intents = new Map<string, Record<string, unknown>>()
  const byKey = new Map<string, FakeReply>()
  const cards = new Map<string, Card>([
    ['pm_card_visa', { id: 'pm_card_visa', brand: 'visa', last4: '4242', customer: null }],
    ['pm_card_mastercard', { id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444', customer: null }],
  ])
  let counter = 0
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`

  const card = (c: Card) => ({
    id: c.id,
    object: 'payment_method',
    type: 'card',
    customer: c.customer,
    card: { brand: c.brand, last4: c.last4, exp_month: 12, exp_year: 2034 },
  })

  function createIntent(form: URLSearchParams): FakeReply {
    const pm = form.get('payment_method') ?? ''
    const decline = DECLINES[pm]
    if (decline) return json(decline.status, { error: { message: 'Declined by the fake.', ...decline.error } })
    const metadata: Record<string, string> = {}
    for (const [key, value] of form) {
      const match = /^metadata\[(.+)]$/.exec(key)
      if (match) metadata[match[1]!] = value
    }
    const customer = form.get('customer')
    const saved = cards.get(pm)
    if (saved && form.get('setup_future_usage') && customer) saved.customer = customer
    const amount = Number(form.get('amount'))
    const intent = {
      id: nextId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: pm === 'pm_card_threeDSecureRequired' ? 0 : amount,
      currency: form.get('currency'),
      status: pm === 'pm_card_threeDSecureRequired' ? 'requires_action' : 'succeeded',
      customer,
      payment_method: pm,
      metadata,
    }
    intents.set(intent.id, intent)
    return json(200, intent)
  }

  function route(request: FakeRequest): FakeReply {
    const { method, url } = request
    const form = new URLSearchParams(request.body)
    if (method === 'POST' && url.pathname === '/v1/payment_intents') return createIntent(form)
    if (method === 'GET' && url.pathname === '/v1/payment_intents/search') {
      const key = /metadata\['idempotency_key']:'(.*)'$/.exec(url.searchParams.get('query') ?? '')?.[1]
      const data = [...intents.values()].filter((i) => (i.metadata as Record<string, string>).idempotency_key === key)
      return json(200, { object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' })
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      return json(200, { id: nextId('re'), object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' })
    }
    if (method === 'POST' && url.pathname === '/v1/customers') {
      return json(200, { id: nextId('cus'), object: 'customer', email: form.get('email') })
    }
    if (method === 'GET' && url.pathname === '/v1/payment_methods') {
      const data = [...cards.values()].filter((c) => c.customer === url.searchParams.get('customer')).map(card)
      return json(200, { object: 'list', data, has_more: false, url: '/v1/payment_methods' })
    }
    const pmMatch = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(url.pathname)
    const found = pmMatch ? cards.get(pmMatch[1]!) : undefined
    if (pmMatch && !found) {
      return json(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' },
      })
    }
    if (found && method === 'GET') return json(200, card(found))
    if (found && method === 'POST' && pmMatch?.[2]) {
      found.customer = null
      return json(200, card(found))
    }
    return json(404, { error: { type: 'invalid_request_error', message: `fake has no ${method} ${url.pathname}` } })
  }

  const server = await startFakeServer((request) => {
    const key = request.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' && request.method === 'POST' ? key : null
    const previous = idempotencyKey ? byKey.get(idempotencyKey) : undefined
    if (previous) return previous
    const reply = route(request)
    if (idempotencyKey && reply.status < 500) byKey.set(idempotencyKey, reply)
    return reply
  })
  return {
    ...server,
    intents,
    cards,
    /** Puts a card on a customer, as a SetupIntent in the browser would. */
    attach(id: string, customer: string, brand = 'visa', last4 = '4242') {
      cards.set(id, { id, brand, last4, customer })
    },
  }
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>
