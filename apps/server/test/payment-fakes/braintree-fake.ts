import { json, startFakeServer, type FakeReply, type FakeRequest } from './fake-server'

type Transaction = {
  id: string
  type: 'sale' | 'credit'
  status: string
  amount: string
  currencyIsoCode: string
  orderId?: string
  processorResponseCode?: string
  gatewayRejectionReason?: string
}

/** Braintree's documented sandbox nonces the fake knows, and what each does. */
const NONCE_OUTCOMES: Record<string, Partial<Transaction> | { validation: string }> = {
  'fake-valid-nonce': { status: 'submitted_for_settlement', processorResponseCode: '1000' },
  'fake-expired-nonce': { status: 'processor_declined', processorResponseCode: '2004' },
  'fake-cvv-nonce': { status: 'gateway_rejected', gatewayRejectionReason: 'cvv' },
  'fake-duplicate-nonce': { status: 'gateway_rejected', gatewayRejectionReason: 'duplicate' },
  'fake-stolen-nonce': { status: 'processor_declined', processorResponseCode: '2013' },
  'fake-processor-declined-nonce': { status: 'processor_declined', processorResponseCode: '2000' },
  'fake-network-nonce': { status: 'processor_declined', processorResponseCode: '3000' },
  'fake-consumed-nonce': { validation: '93107' },
}

/**
 * A small Braintree gateway: the SDK sends JSON and reads JSON answers as well as XML, so the fake
 * answers `{ transaction }`, `{ apiErrorResponse }`, search results and client tokens in JSON.
 */
export async function startBraintreeFake(options: { currency?: string; port?: number } = {}) {
  const transactions = new Map<string, Transaction>()
  const sales: Record<string, unknown>[] = []
  let counter = 0

  function sale(body: { transaction: Record<string, unknown> }): FakeReply {
    const input = body.transaction
    sales.push(input)
    const nonce = String(input.payment_method_nonce)
    const outcome = NONCE_OUTCOMES[nonce] ?? { validation: '91565' }
    if ('validation' in outcome) {
      return json(422, {
        apiErrorResponse: {
          message: 'Payment method nonce is not valid.',
          errors: {
            transaction: {
              errors: [{ attribute: 'payment_method_nonce', code: outcome.validation, message: 'Bad nonce' }],
            },
          },
          params: {},
        },
      })
    }
    const transaction: Transaction = {
      id: `bt${++counter}`,
      type: 'sale',
      amount: String(input.amount),
      currencyIsoCode: options.currency ?? 'USD',
      orderId: String(input.order_id),
      status: 'submitted_for_settlement',
      ...outcome,
    }
    transactions.set(transaction.id, transaction)
    if (transaction.status !== 'submitted_for_settlement') {
      return json(422, { apiErrorResponse: { message: 'Declined', errors: {}, transaction, params: {} } })
    }
    return json(201, { transaction })
  }

  function route(request: FakeRequest): FakeReply {
    const path = request.url.pathname.replace(/^\/merchants\/[^/]+/, '')
    const body = request.body ? JSON.parse(request.body) : {}
    if (request.method === 'POST' && path === '/transactions') return sale(body)
    if (request.method === 'POST' && path === '/transactions/advanced_search_ids') {
      const orderId = body.search?.order_id?.is
      const ids = [...transactions.values()].filter((t) => t.orderId === orderId).map((t) => t.id)
      return json(200, { searchResults: { pageSize: 50, ids } })
    }
    if (request.method === 'POST' && path === '/transactions/advanced_search') {
      const ids: string[] = body.search?.ids ?? []
      return json(200, { creditCardTransactions: { transaction: ids.map((id) => transactions.get(id)) } })
    }
    if (request.method === 'POST' && path === '/client_token')
      return json(201, { clientToken: { value: 'fake-client-token' } })
    const match = /^\/transactions\/([^/]+)(\/refund|\/void)?$/.exec(path)
    const found = match ? transactions.get(match[1]!) : undefined
    if (!found) return json(404, {})
    if (request.method === 'GET') return json(200, { transaction: found })
    if (match?.[2] === '/void') {
      found.status = 'voided'
      return json(200, { transaction: found })
    }
    const refund: Transaction = {
      id: `bt${++counter}`,
      type: 'credit',
      status: 'submitted_for_settlement',
      amount: String(body.transaction?.amount ?? found.amount),
      currencyIsoCode: found.currencyIsoCode,
      ...(body.transaction?.order_id ? { orderId: String(body.transaction.order_id) } : {}),
    }
    transactions.set(refund.id, refund)
    return json(201, { transaction: refund })
  }

  const server = await startFakeServer(route, options.port)
  return { ...server, transactions, sales }
}
export type BraintreeFake = Awaited<ReturnType<typeof startBraintreeFake>>
