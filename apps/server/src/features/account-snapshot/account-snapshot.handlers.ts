import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './account-snapshot.routes'
import { userSnapshot } from './account-snapshot.service'

const getUserSnapshot: H<typeof routes.getUserSnapshot> = async (c) => {
  c.header('Cache-Control', 'private, no-store')
  const snapshot = await userSnapshot(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('query').date,
  )
  return c.json(snapshot, 200)
}

export const accountSnapshotRouter = createRouter().openapi(routes.getUserSnapshot, getUserSnapshot)
