import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './transactions.routes'
import * as service from './transactions.service'

const listTransactions: H<typeof routes.listTransactions> = async (c) => {
  return c.json(await service.listTransactions(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

const getTransaction: H<typeof routes.getTransaction> = async (c) => {
  return c.json(await service.getTransaction(c.get('deps').db, await getActor(c), c.req.valid('param').id), 200)
}

const exportTransactions: H<typeof routes.exportTransactions> = async (c) => {
  const chunks = service.exportTransactions(c.get('deps').db, await getActor(c), c.req.valid('query'))
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  // Pulled: the next batch is read from the database only once the client has taken the last one.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  const day = c.get('deps').clock().toISOString().slice(0, 10)
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="transactions-${day}.csv"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(body, 200) as never
}

export const transactionsRouter = createRouter()
  .openapi(routes.listTransactions, listTransactions)
  .openapi(routes.getTransaction, getTransaction)
  .openapi(routes.exportTransactions, exportTransactions)
