import type { Actor } from '@shop/domain/accounts'
import {
  BETA_APPLICATION_STATUSES,
  BETA_APPLICATION_STATUS_LABELS,
  BETA_TEXTS as TEXTS,
  eligibilityProblems,
  placesLeft,
  type AdminBetaProgram,
  type BetaApplication,
  type BetaApplicationInput,
  type BetaProgramInput,
  type BetaProgramListItem,
  type MyBetaApplication,
} from '@shop/domain/beta-programs'
import { paths } from '@shop/domain/paths'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, validationFailed } from '../../http/app-error'
import { renderMarkdown } from '../../platform/content'
import * as repo from './beta-programs.repository'

// Beta programs (issue 26 item 7, SPEC §7 beta-programs): the public list and page, the sign-up with its
// eligibility and capacity, the applicant's withdrawal, and staff's programs and decisions (each mailed to the
// applicant through the outbox). The capacity is checked under a lock on the program's row, in the transaction
// that accepts, so two accepts for the last place cannot both win.

const closed = () => new AppError(409, 'beta_program_closed', TEXTS.closed)
const full = () => new AppError(409, 'beta_program_full', TEXTS.full)
const alreadyApplied = () => new AppError(409, 'already_applied', TEXTS.alreadyApplied)

const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code) === '23505'

type Names = {
  makes: Map<string, string>
  tools: Map<number, string>
}

/** The names of the makes and tools the rows name, in two queries. */
async function namesFor(deps: AppDeps, slugs: string[], toolIds: number[]): Promise<Names> {
  const [makes, tools] = await Promise.all([
    repo.makes(deps.db, [...new Set(slugs)]),
    repo.tools(deps.db, [...new Set(toolIds)]),
  ])
  return {
    makes: new Map(makes.map((make) => [make.slug, make.name])),
    tools: new Map(tools.map((tool) => [tool.id, tool.name])),
  }
}

function eligibilityOf(row: repo.ProgramRow, names: Names): BetaProgramListItem['eligibility'] {
  return {
    makes: row.makeSlugs.flatMap((slug) => (names.makes.has(slug) ? [{ slug, name: names.makes.get(slug)! }] : [])),
    tools: row.toolIds.flatMap((id) => (names.tools.has(id) ? [{ id, name: names.tools.get(id)! }] : [])),
  }
}

function programOut(row: repo.ProgramRow, names: Names, accepted: number): BetaProgramListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    status: row.status as BetaProgramListItem['status'],
    eligibility: eligibilityOf(row, names),
    capacity: row.capacity,
    places_left: placesLeft(row.capacity, accepted),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
  }
}

function applicationOut(row: repo.ApplicationRow, names: Names): MyBetaApplication {
  return {
    id: row.id,
    status: row.status as MyBetaApplication['status'],
    make: { slug: row.make, name: names.makes.get(row.make) ?? row.make },
    model: row.model,
    year: row.year,
    engine: row.engine,
    tool: row.toolId !== null ? { id: row.toolId, name: names.tools.get(row.toolId) ?? '' } : null,
    notes: row.notes,
    staff_note: row.staffNote,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }
}

type Counts = AdminBetaProgram['counts']
const noCounts = (): Counts => ({ applied: 0, accepted: 0, declined: 0, withdrawn: 0 })

async function countsBy(deps: AppDeps, ids: number[]) {
  const counts = new Map<number, Counts>()
  for (const { programId, status, n } of await repo.countsOf(deps.db, ids)) {
    const entry = counts.get(programId) ?? noCounts()
    if ((BETA_APPLICATION_STATUSES as readonly string[]).includes(status)) entry[status as keyof Counts] = n
    counts.set(programId, entry)
  }
  return counts
}

// ---- the public

export async function listPrograms(deps: AppDeps) {
  const rows = await repo.listPrograms(deps.db, { drafts: false })
  const [names, counts] = await Promise.all([
    namesFor(
      deps,
      rows.flatMap((row) => row.makeSlugs),
      rows.flatMap((row) => row.toolIds),
    ),
    countsBy(
      deps,
      rows.map((row) => row.id),
    ),
  ])
  return { data: rows.map((row) => programOut(row, names, counts.get(row.id)?.accepted ?? 0)) }
}

/** A program the public may see: open or closed (a draft, or none, is a 404). */
async function visibleProgram(deps: AppDeps, id: number) {
  const row = await repo.findProgram(deps.db, id)
  if (!row || row.status === 'draft') throw notFound('This beta program')
  return row
}

async function choices(deps: AppDeps) {
  const [makes, tools] = await Promise.all([repo.makes(deps.db), repo.tools(deps.db)])
  return { makes, tools }
}

export async function readProgram(deps: AppDeps, actor: Actor | null, id: number) {
  const row = await visibleProgram(deps, id)
  const mine = actor ? await repo.applicationOf(deps.db, id, actor.id) : undefined
  const [names, accepted, options] = await Promise.all([
    namesFor(
      deps,
      [...row.makeSlugs, ...(mine ? [mine.make] : [])],
      [...row.toolIds, ...(mine?.toolId ? [mine.toolId] : [])],
    ),
    repo.acceptedIn(deps.db, id),
    choices(deps),
  ])
  return {
    ...programOut(row, names, accepted),
    html: row.html,
    my_application: mine ? applicationOut(mine, names) : null,
    choices: options,
  }
}

/** The make must be the catalog's and the tool a catalog tool; then the program's eligibility decides. */
async function checkApplicant(deps: AppDeps, row: repo.ProgramRow, input: BetaApplicationInput) {
  const names = await namesFor(
    deps,
    [...row.makeSlugs, input.make],
    [...row.toolIds, ...(input.tool_id ? [input.tool_id] : [])],
  )
  const errors: Record<string, string[]> = {}
  if (!names.makes.has(input.make)) errors.make = [TEXTS.unknownMake]
  if (input.tool_id !== null && !names.tools.has(input.tool_id)) errors.tool_id = [TEXTS.unknownTool]
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  const problems = eligibilityProblems(eligibilityOf(row, names), input)
  if (Object.keys(problems).length > 0) throw validationFailed(problems)
  return names
}

export async function apply(deps: AppDeps, actor: Actor, id: number, input: BetaApplicationInput) {
  const program = await visibleProgram(deps, id)
  if (program.status !== 'open') throw closed()
  const names = await checkApplicant(deps, program, input)
  const now = deps.clock()
  const row = await deps.db
    .transaction(async (tx) => {
      const locked = await repo.findProgram(tx, id, { lock: true })
      if (!locked || locked.status === 'draft') throw notFound('This beta program')
      if (locked.status !== 'open') throw closed()
      const existing = await repo.applicationOf(tx, id, actor.id, { lock: true })
      if (existing && existing.status !== 'withdrawn') throw alreadyApplied()
      if (locked.capacity !== null && (await repo.acceptedIn(tx, id)) >= locked.capacity) throw full()
      const values = {
        make: input.make,
        model: input.model,
        year: input.year,
        engine: input.engine,
        toolId: input.tool_id,
        notes: input.notes,
        status: 'applied',
        staffNote: '',
        decidedByUserId: null,
        decidedAt: null,
        updatedAt: now,
      }
      return existing
        ? repo.updateApplication(tx, existing.id, values)
        : repo.insertApplication(tx, { ...values, programId: id, userId: actor.id, createdAt: now })
    })
    .catch((error: unknown) => {
      // Two sign-ups at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw alreadyApplied()
      throw error
    })
  const [applicant] = await repo.usersOf(deps.db, [actor.id])
  if (applicant) {
    await deps.mailer.send({
      to: applicant.email,
      subject: `${deps.siteConfig.brandName}: your application to ${program.title}`,
      text: [
        `Thank you, ${applicant.name || applicant.email}. We received your application to the ${program.title}.`,
        '',
        'Our team reviews every applicant and e-mails you the decision. Follow its status at:',
        `${deps.publicUrl}${paths.betaProgram(id)}`,
      ].join('\n'),
    })
  }
  return applicationOut(row, names)
}

export async function withdraw(deps: AppDeps, actor: Actor, id: number) {
  await visibleProgram(deps, id)
  const row = await deps.db.transaction(async (tx) => {
    const mine = await repo.applicationOf(tx, id, actor.id, { lock: true })
    if (!mine) throw notFound('Your application')
    if (mine.status === 'withdrawn') return mine
    if (mine.status === 'declined') throw new AppError(409, 'already_decided', TEXTS.declinedNotWithdrawable)
    return repo.updateApplication(tx, mine.id, { status: 'withdrawn', updatedAt: deps.clock() })
  })
  return applicationOut(row, await namesFor(deps, [row.make], row.toolId ? [row.toolId] : []))
}

// ---- staff

async function adminOut(deps: AppDeps, row: repo.ProgramRow): Promise<AdminBetaProgram> {
  const [names, counts] = await Promise.all([namesFor(deps, row.makeSlugs, row.toolIds), countsBy(deps, [row.id])])
  const count = counts.get(row.id) ?? noCounts()
  return {
    ...programOut(row, names, count.accepted),
    markdown: row.markdown,
    html: row.html,
    make_slugs: row.makeSlugs,
    tool_ids: row.toolIds,
    counts: count,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function adminListPrograms(deps: AppDeps) {
  const rows = await repo.listPrograms(deps.db, { drafts: true })
  const [names, counts, options] = await Promise.all([
    namesFor(
      deps,
      rows.flatMap((row) => row.makeSlugs),
      rows.flatMap((row) => row.toolIds),
    ),
    countsBy(
      deps,
      rows.map((row) => row.id),
    ),
    choices(deps),
  ])
  return {
    data: rows.map((row) => {
      const count = counts.get(row.id) ?? noCounts()
      return {
        ...programOut(row, names, count.accepted),
        make_slugs: row.makeSlugs,
        tool_ids: row.toolIds,
        counts: count,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }
    }),
    choices: options,
  }
}

/** Every make and tool named must be the catalog's: each unknown one named by its index. */
async function checkProgramInput(deps: AppDeps, input: BetaProgramInput) {
  const names = await namesFor(deps, input.make_slugs, input.tool_ids)
  const errors: Record<string, string[]> = {}
  input.make_slugs.forEach((slug, index) => {
    if (!names.makes.has(slug)) errors[`make_slugs.${index}`] = [TEXTS.unknownMake]
  })
  input.tool_ids.forEach((id, index) => {
    if (!names.tools.has(id)) errors[`tool_ids.${index}`] = [TEXTS.unknownTool]
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
}

const programValues = (input: BetaProgramInput) => ({
  title: input.title,
  summary: input.summary,
  markdown: input.markdown,
  html: renderMarkdown(input.markdown),
  status: input.status,
  makeSlugs: [...new Set(input.make_slugs)],
  toolIds: [...new Set(input.tool_ids)],
  capacity: input.capacity,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
})

export async function createProgram(deps: AppDeps, actor: Actor, input: BetaProgramInput) {
  await checkProgramInput(deps, input)
  const now = deps.clock()
  const row = await repo.insertProgram(deps.db, {
    ...programValues(input),
    createdByUserId: actor.id,
    createdAt: now,
    updatedAt: now,
  })
  return adminOut(deps, row)
}

async function existingProgram(deps: AppDeps, id: number) {
  const row = await repo.findProgram(deps.db, id)
  if (!row) throw notFound('This beta program')
  return row
}

export async function adminReadProgram(deps: AppDeps, id: number) {
  return adminOut(deps, await existingProgram(deps, id))
}

type Fresh = (updatedAt: Date) => void

export async function updateProgram(deps: AppDeps, id: number, input: BetaProgramInput, assertFresh: Fresh) {
  assertFresh((await existingProgram(deps, id)).updatedAt)
  await checkProgramInput(deps, input)
  const row = await deps.db.transaction(async (tx) => {
    const locked = await repo.findProgram(tx, id, { lock: true })
    if (!locked) throw notFound('This beta program')
    assertFresh(locked.updatedAt)
    if (input.capacity !== null) {
      const accepted = await repo.acceptedIn(tx, id)
      if (accepted > input.capacity) throw validationFailed({ capacity: [TEXTS.capacityBelowAccepted(accepted)] })
    }
    return repo.updateProgram(tx, id, { ...programValues(input), updatedAt: deps.clock() })
  })
  return adminOut(deps, row)
}

export async function deleteProgram(deps: AppDeps, id: number, assertFresh: Fresh) {
  assertFresh((await existingProgram(deps, id)).updatedAt)
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findProgram(tx, id, { lock: true })
    if (!locked) throw notFound('This beta program')
    const counts = await repo.countsOf(tx, [id])
    if (counts.some((entry) => entry.n > 0)) throw new AppError(409, 'has_applications', TEXTS.hasApplications)
    await repo.deleteProgram(tx, id)
  })
  return {}
}

export async function listApplications(deps: AppDeps, id: number) {
  await existingProgram(deps, id)
  const rows = await repo.applicationsOf(deps.db, id)
  const deciders = await repo.usersOf(
    deps.db,
    rows.flatMap(({ application }) => (application.decidedByUserId ? [application.decidedByUserId] : [])),
  )
  const names = await namesFor(
    deps,
    rows.map(({ application }) => application.make),
    rows.flatMap(({ application }) => (application.toolId ? [application.toolId] : [])),
  )
  return {
    data: rows.map(({ application, applicant }) => staffApplicationOut(application, applicant, names, deciders)),
  }
}

function staffApplicationOut(
  row: repo.ApplicationRow,
  applicant: { id: string; name: string; email: string },
  names: Names,
  deciders: { id: string; name: string; email: string }[],
): BetaApplication {
  const decider = deciders.find((candidate) => candidate.id === row.decidedByUserId)
  return {
    ...applicationOut(row, names),
    program_id: row.programId,
    applicant,
    decided_by: decider ? decider.name || decider.email : null,
  }
}

/**
 * Accepts or declines an application, with staff's note, in one transaction: an accept locks the program's row
 * first and counts the accepted under that lock, so the capacity holds however many staff accept at once. Deciding
 * again the same way answers the same and mails nobody; a withdrawn application is a 409.
 */
export async function decide(
  deps: AppDeps,
  actor: Actor,
  id: number,
  applicationId: number,
  decision: 'accepted' | 'declined',
  note: string,
) {
  await existingProgram(deps, id)
  const now = deps.clock()
  const { row, changed, program } = await deps.db.transaction(async (tx) => {
    const program = await repo.findProgram(tx, id, { lock: true })
    if (!program) throw notFound('This beta program')
    const application = await repo.findApplication(tx, id, applicationId, { lock: true })
    if (!application) throw notFound('This application')
    if (application.status === decision) return { row: application, changed: false, program }
    if (application.status === 'withdrawn') throw new AppError(409, 'withdrawn', TEXTS.withdrawnByApplicant)
    if (decision === 'accepted' && program.capacity !== null) {
      if ((await repo.acceptedIn(tx, id)) >= program.capacity) {
        throw new AppError(409, 'beta_program_full', TEXTS.acceptFull)
      }
    }
    const updated = await repo.updateApplication(tx, application.id, {
      status: decision,
      staffNote: note,
      decidedByUserId: actor.id,
      decidedAt: now,
      updatedAt: now,
    })
    return { row: updated, changed: true, program }
  })
  const [applicant] = await repo.usersOf(deps.db, [row.userId])
  const names = await namesFor(deps, [row.make], row.toolId ? [row.toolId] : [])
  if (changed && applicant) {
    const accepted = decision === 'accepted'
    await deps.mailer.send({
      to: applicant.email,
      subject: `${deps.siteConfig.brandName}: ${program.title}: ${BETA_APPLICATION_STATUS_LABELS[decision].toLowerCase()}`,
      text: [
        accepted
          ? `Good news, ${applicant.name || applicant.email}: you are in the ${program.title}.`
          : `${applicant.name || applicant.email}, thank you for applying to the ${program.title}. We cannot take you into this round.`,
        ...(note ? ['', note] : []),
        '',
        `Your application: ${deps.publicUrl}${paths.betaProgram(id)}`,
      ].join('\n'),
    })
  }
  const deciders = await repo.usersOf(deps.db, row.decidedByUserId ? [row.decidedByUserId] : [])
  return staffApplicationOut(row, applicant ?? { id: row.userId, name: '', email: '' }, names, deciders)
}
