import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-balance.routes'
import * as service from './dealer-balance.service'

const getDealerBalance: H<typeof routes.getDealerBalance> = async (c) => {
  return c.json(await service.getBalance(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const listDealerEntries: H<typeof routes.listDealerEntries> = async (c) => {
  const entries = await service.listEntries(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('query'),
  )
  return c.json(entries, 200)
}

const exportDealerEntries: H<typeof routes.exportDealerEntries> = async (c) => {
  const { dealer, currency, chunks } = await service.exportEntries(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('query'),
  )
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
  c.header('Content-Disposition', `attachment; filename="${dealer.slug}-balance-${currency}-${day}.csv"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(body, 200) as never
}

export const dealerBalanceRouter = createRouter()
  .openapi(routes.getDealerBalance, getDealerBalance)
  .openapi(routes.listDealerEntries, listDealerEntries)
  .openapi(routes.exportDealerEntries, exportDealerEntries)
