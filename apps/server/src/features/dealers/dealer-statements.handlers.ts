import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-statements.routes'
import * as service from './dealer-statements.service'
import { acceptStatement as accept } from './dealer-statement-acceptance.service'

const listStatements: H<typeof routes.listStatements> = async (c) => {
  c.header('Cache-Control', 'private, no-store')
  return c.json(await service.listStatements(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const getStatement: H<typeof routes.getStatement> = async (c) => {
  const { slug, id } = c.req.valid('param')
  c.header('Cache-Control', 'private, no-store')
  return c.json(await service.getStatement(c.get('deps'), await getActor(c), slug, id), 200)
}

const getStatementPdf: H<typeof routes.getStatementPdf> = async (c) => {
  const { slug, id } = c.req.valid('param')
  const { fileName, bytes } = await service.renderStatement(c.get('deps'), await getActor(c), slug, id)
  c.header('Content-Type', 'application/pdf')
  c.header('Content-Disposition', `attachment; filename="${fileName}"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200) as never
}

const acceptStatement: H<typeof routes.acceptStatement> = async (c) => {
  const { slug, id } = c.req.valid('param')
  c.header('Cache-Control', 'private, no-store')
  return c.json(await accept(c.get('deps'), await getActor(c), slug, id, c.get('requestId')), 200)
}

const listDisbursements: H<typeof routes.listDisbursements> = async (c) => {
  c.header('Cache-Control', 'private, no-store')
  return c.json(await service.listDisbursements(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

export const dealerStatementsRouter = createRouter()
  .openapi(routes.listStatements, listStatements)
  .openapi(routes.getStatement, getStatement)
  .openapi(routes.getStatementPdf, getStatementPdf)
  .openapi(routes.acceptStatement, acceptStatement)
  .openapi(routes.listDisbursements, listDisbursements)
