import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor, requireActor } from '../../http/session'
import * as routes from './beta-programs.routes'
import * as service from './beta-programs.service'

const listPrograms: H<typeof routes.listPrograms> = async (c) => c.json(await service.listPrograms(c.get('deps')), 200)

const getProgram: H<typeof routes.getProgram> = async (c) => {
  c.header('Cache-Control', 'private, no-store')
  return c.json(await service.readProgram(c.get('deps'), await getActor(c), c.req.valid('param').id), 200)
}

const applyToProgram: H<typeof routes.applyToProgram> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.apply(c.get('deps'), actor, c.req.valid('param').id, c.req.valid('json')), 201)
}

const withdrawApplication: H<typeof routes.withdrawApplication> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.withdraw(c.get('deps'), actor, c.req.valid('param').id), 200)
}

const adminListPrograms: H<typeof routes.adminListPrograms> = async (c) =>
  c.json(await service.adminListPrograms(c.get('deps')), 200)

const adminCreateProgram: H<typeof routes.adminCreateProgram> = async (c) => {
  const actor = await requireActor(c)
  const program = await service.createProgram(c.get('deps'), actor, c.req.valid('json'))
  setLastModified(c, new Date(program.updated_at))
  return c.json(program, 201)
}

const adminGetProgram: H<typeof routes.adminGetProgram> = async (c) => {
  const program = await service.adminReadProgram(c.get('deps'), c.req.valid('param').id)
  setLastModified(c, new Date(program.updated_at))
  return c.json(program, 200)
}

const adminUpdateProgram: H<typeof routes.adminUpdateProgram> = async (c) => {
  const program = await service.updateProgram(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), (at) =>
    assertUnmodifiedSince(c, at),
  )
  setLastModified(c, new Date(program.updated_at))
  return c.json(program, 200)
}

const adminDeleteProgram: H<typeof routes.adminDeleteProgram> = async (c) =>
  c.json(await service.deleteProgram(c.get('deps'), c.req.valid('param').id, (at) => assertUnmodifiedSince(c, at)), 200)

const adminListApplications: H<typeof routes.adminListApplications> = async (c) =>
  c.json(await service.listApplications(c.get('deps'), c.req.valid('param').id), 200)

const adminAcceptApplication: H<typeof routes.adminAcceptApplication> = async (c) => {
  const actor = await requireActor(c)
  const { id, applicationId } = c.req.valid('param')
  const { note } = c.req.valid('json')
  return c.json(await service.decide(c.get('deps'), actor, id, applicationId, 'accepted', note), 200)
}

const adminDeclineApplication: H<typeof routes.adminDeclineApplication> = async (c) => {
  const actor = await requireActor(c)
  const { id, applicationId } = c.req.valid('param')
  const { note } = c.req.valid('json')
  return c.json(await service.decide(c.get('deps'), actor, id, applicationId, 'declined', note), 200)
}

export const betaProgramsRouter = createRouter()
  .openapi(routes.listPrograms, listPrograms)
  .openapi(routes.getProgram, getProgram)
  .openapi(routes.applyToProgram, applyToProgram)
  .openapi(routes.withdrawApplication, withdrawApplication)
  .openapi(routes.adminListPrograms, adminListPrograms)
  .openapi(routes.adminCreateProgram, adminCreateProgram)
  .openapi(routes.adminGetProgram, adminGetProgram)
  .openapi(routes.adminUpdateProgram, adminUpdateProgram)
  .openapi(routes.adminDeleteProgram, adminDeleteProgram)
  .openapi(routes.adminListApplications, adminListApplications)
  .openapi(routes.adminAcceptApplication, adminAcceptApplication)
  .openapi(routes.adminDeclineApplication, adminDeclineApplication)
