import { desc, eq } from 'drizzle-orm'
import { BETA_TEXTS } from '@shop/domain/beta-programs'
import { paths } from '@shop/domain/paths'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { catalogTool } from '../../db/schema/catalog'
import { outboxMail } from '../../db/schema/mail'
import { BETA_PROGRAM_SEEDS, seedBetaPrograms } from '../../db/seed/beta-programs'
import { betaApplication, betaProgram } from '../../db/schema/beta-programs'

let app: TestApp
let staff: string
let customer: string
let fz3Id: number
let fzlId: number

const FIRMWARE = 1
const DSG = 2
const FLEX = 3

const golf = { make: 'volkswagen', model: 'Golf GTI', year: 2019, engine: '2.0 TSI', tool_id: null, notes: '' }
const program = (overrides: Record<string, unknown> = {}) => ({
  title: 'Launch control beta',
  summary: 'Two-step launch control for the 10R80.',
  markdown: '## Launch control\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">Hold the brake.',
  status: 'open',
  make_slugs: [],
  tool_ids: [],
  capacity: null,
  ...overrides,
})

async function create(body: Record<string, unknown>) {
  const response = await app.request('POST', '/api/admin/beta-programs', { cookie: staff, body })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { id: number; updated_at: string }
}

let users = 0
async function newCustomer() {
  return app.signUp(`beta-${++users}@example.com`)
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
  const tools = await app.db.select({ id: catalogTool.id, slug: catalogTool.slug }).from(catalogTool)
  fz3Id = tools.find((tool) => tool.slug === 'fz3')!.id
  fzlId = tools.find((tool) => tool.slug === 'fzl')!.id
}, 180_000)
afterAll(async () => {
  await app?.close()
})

describe('the public beta programs', () => {
  it('lists the open and closed programs, open first, and never a draft', async () => {
    await create(program({ title: 'Secret draft beta', status: 'draft' }))
    const response = await app.request('GET', '/api/v1/beta-programs')
    expect(response.status).toBe(200)
    const { data } = await response.json()
    const titles = data.map((row: { title: string }) => row.title)
    expect(titles).toContain(BETA_PROGRAM_SEEDS[0]!.title)
    expect(titles).not.toContain('Secret draft beta')
    expect(data.map((row: { status: string }) => row.status).indexOf('closed')).toBeGreaterThan(
      data.map((row: { status: string }) => row.status).lastIndexOf('open'),
    )
    const dsg = data.find((row: { id: number }) => row.id === DSG)
    expect(dsg.eligibility.makes.map((make: { name: string }) => make.name)).toEqual(['Audi', 'Volkswagen'])
    expect(dsg.places_left).toBe(12)
  })

  it('answers a draft, or no program, with a 404', async () => {
    const [draft] = await app.db.select().from(betaProgram).where(eq(betaProgram.status, 'draft'))
    expect((await app.request('GET', `/api/v1/beta-programs/${draft!.id}`)).status).toBe(404)
    expect((await app.request('GET', `/api/v1/beta-programs/${draft!.id}`, { cookie: customer })).status).toBe(404)
    expect((await app.request('GET', '/api/v1/beta-programs/999999')).status).toBe(404)
    expect((await app.request('GET', '/api/v1/beta-programs/abc')).status).toBe(422)
    const apply = await app.request('POST', `/api/v1/beta-programs/${draft!.id}/applications`, {
      cookie: customer,
      body: golf,
    })
    expect(apply.status).toBe(404)
  })

  it('shows a program with its sanitized description and the asker’s own application only', async () => {
    const asVisitor = await (await app.request('GET', `/api/v1/beta-programs/${FIRMWARE}`)).json()
    expect(asVisitor.my_application).toBeNull()
    expect(asVisitor.html).toContain('<h2 id="what-you-test">')
    expect(asVisitor.choices.makes.length).toBeGreaterThan(5)
    const asCustomer = await (
      await app.request('GET', `/api/v1/beta-programs/${FIRMWARE}`, { cookie: customer })
    ).json()
    expect(asCustomer.my_application).toMatchObject({ status: 'applied', model: 'Golf GTI', tool: { id: fz3Id } })
    const other = await newCustomer()
    const asOther = await (await app.request('GET', `/api/v1/beta-programs/${FIRMWARE}`, { cookie: other })).json()
    expect(asOther.my_application).toBeNull()
    expect(JSON.stringify(asOther)).not.toContain('Bosch LSU')
  })
})

describe('applying', () => {
  it('asks a visitor to log in', async () => {
    const response = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, { body: golf })
    expect(response.status).toBe(401)
    const withdraw = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications/mine/withdraw`)
    expect(withdraw.status).toBe(401)
  })

  it('refuses a vehicle or tool the program is not for, naming what does not match (422)', async () => {
    const cookie = await newCustomer()
    const bmw = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, {
      cookie,
      body: { ...golf, make: 'bmw', model: 'M340i' },
    })
    expect(bmw.status).toBe(422)
    expect((await bmw.json()).errors).toEqual({ make: ['This beta is for Audi or Volkswagen vehicles only.'] })
    const noTool = await app.request('POST', `/api/v1/beta-programs/${FIRMWARE}/applications`, { cookie, body: golf })
    expect(noTool.status).toBe(422)
    expect((await noTool.json()).errors).toEqual({
      tool_id: ['This beta is for owners of a FlashZilla V3 (FZ3) only.'],
    })
    const wrongTool = await app.request('POST', `/api/v1/beta-programs/${FIRMWARE}/applications`, {
      cookie,
      body: { ...golf, tool_id: fzlId },
    })
    expect(wrongTool.status).toBe(422)
    const unknown = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, {
      cookie,
      body: { ...golf, make: 'trabant', tool_id: 999999 },
    })
    expect((await unknown.json()).errors).toEqual({ make: [BETA_TEXTS.unknownMake], tool_id: [BETA_TEXTS.unknownTool] })
    const bad = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, {
      cookie,
      body: { ...golf, model: 'Golf\u0000', year: 1800 },
    })
    expect(bad.status).toBe(422)
    const truncated = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, {
      cookie,
      body: '{"make":"volks',
    })
    expect(truncated.status).toBeGreaterThanOrEqual(400)
    expect(truncated.status).toBeLessThan(500)
    expect(await app.db.select().from(betaApplication).where(eq(betaApplication.programId, DSG))).toEqual([])
  })

  it('takes an eligible application, mails the applicant, and refuses a second one (409)', async () => {
    const cookie = await newCustomer()
    const response = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, {
      cookie,
      body: { ...golf, make: 'audi', model: 'S3', notes: 'DQ381, stage 2 with a downpipe' },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    expect(await response.json()).toMatchObject({ status: 'applied', make: { slug: 'audi', name: 'Audi' } })
    const again = await app.request('POST', `/api/v1/beta-programs/${DSG}/applications`, { cookie, body: golf })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(BETA_TEXTS.alreadyApplied)
    const [mail] = await app.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, `beta-${users}@example.com`))
      .orderBy(desc(outboxMail.id))
    expect(mail!.subject).toContain('DSG stage 2 TCU calibration beta')
    expect(mail!.text).toContain(paths.betaProgram(DSG))
  })

  it('refuses a closed program (409)', async () => {
    const response = await app.request('POST', `/api/v1/beta-programs/${FLEX}/applications`, {
      cookie: customer,
      body: { ...golf, make: 'ford', model: 'F-150', tool_id: fz3Id },
    })
    expect(response.status).toBe(409)
    expect((await response.json()).message).toBe(BETA_TEXTS.closed)
  })

  it('withdraws and applies again; a declined application stays declined', async () => {
    const created = await create(program({ title: 'Withdrawal beta' }))
    const cookie = await newCustomer()
    const path = `/api/v1/beta-programs/${created.id}/applications`
    expect((await app.request('POST', `${path}/mine/withdraw`, { cookie })).status).toBe(404)
    expect((await app.request('POST', path, { cookie, body: golf })).status).toBe(201)
    const withdrawn = await app.request('POST', `${path}/mine/withdraw`, { cookie })
    expect(withdrawn.status).toBe(200)
    expect((await withdrawn.json()).status).toBe('withdrawn')
    expect((await app.request('POST', `${path}/mine/withdraw`, { cookie })).status).toBe(200)
    const again = await app.request('POST', path, { cookie, body: { ...golf, model: 'Golf R' } })
    expect(again.status).toBe(201)
    const mine = await again.json()
    expect(mine).toMatchObject({ status: 'applied', model: 'Golf R' })
    const declined = await app.request(
      'POST',
      `/api/admin/beta-programs/${created.id}/applications/${mine.id}/decline`,
      { cookie: staff, body: { note: 'This round is full of Golfs.' } },
    )
    expect(declined.status).toBe(200)
    expect((await app.request('POST', `${path}/mine/withdraw`, { cookie })).status).toBe(409)
  })
})

describe('staff', () => {
  it('refuses customers (403) and visitors (401) on every staff operation', async () => {
    const operations: [string, string, unknown?][] = [
      ['GET', '/api/admin/beta-programs'],
      ['POST', '/api/admin/beta-programs', program()],
      ['GET', `/api/admin/beta-programs/${DSG}`],
      ['PUT', `/api/admin/beta-programs/${DSG}`, program()],
      ['DELETE', `/api/admin/beta-programs/${DSG}`],
      ['GET', `/api/admin/beta-programs/${FIRMWARE}/applications`],
      ['POST', `/api/admin/beta-programs/${FIRMWARE}/applications/1/accept`, { note: '' }],
      ['POST', `/api/admin/beta-programs/${FIRMWARE}/applications/1/decline`, { note: '' }],
    ]
    for (const [method, path, body] of operations) {
      expect((await app.request(method, path, { cookie: customer, body })).status, `${method} ${path}`).toBe(403)
      expect((await app.request(method, path, { body })).status, `${method} ${path}`).toBe(401)
    }
    const [row] = await app.db.select().from(betaApplication).where(eq(betaApplication.id, 1))
    expect(row!.status).toBe('applied')
  })

  it('saves a program with its Markdown rendered and sanitized, honours If-Unmodified-Since', async () => {
    const created = await create(program({ title: 'Sanitized beta', make_slugs: ['ford'], tool_ids: [fz3Id] }))
    const read = await app.request('GET', `/api/admin/beta-programs/${created.id}`, { cookie: staff })
    const body = await read.json()
    expect(body.html).toContain('Hold the brake.')
    expect(body.html).not.toMatch(/<script|onerror/)
    expect(body.eligibility).toEqual({
      makes: [{ slug: 'ford', name: 'Ford' }],
      tools: [{ id: fz3Id, name: 'FlashZilla V3 (FZ3)' }],
    })
    const stale = await app.request('PUT', `/api/admin/beta-programs/${created.id}`, {
      cookie: staff,
      headers: { 'if-unmodified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
      body: program({ title: 'Stale' }),
    })
    expect(stale.status).toBe(412)
    const saved = await app.request('PUT', `/api/admin/beta-programs/${created.id}`, {
      cookie: staff,
      headers: { 'if-unmodified-since': read.headers.get('last-modified')! },
      body: program({
        title: 'Sanitized beta, renamed',
        status: 'closed',
        starts_on: '2026-03-01',
        ends_on: '2026-04-01',
      }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await saved.json()).toMatchObject({
      title: 'Sanitized beta, renamed',
      status: 'closed',
      ends_on: '2026-04-01',
    })
    const unknown = await app.request('POST', '/api/admin/beta-programs', {
      cookie: staff,
      body: program({ make_slugs: ['trabant'], starts_on: '2026-03-02', ends_on: '2026-03-01' }),
    })
    expect(unknown.status).toBe(422)
    expect(Object.keys((await unknown.json()).errors).sort()).toEqual(['ends_on'])
    const deleted = await app.request('DELETE', `/api/admin/beta-programs/${created.id}`, { cookie: staff })
    expect(deleted.status).toBe(200)
    const hasApplications = await app.request('DELETE', `/api/admin/beta-programs/${FIRMWARE}`, { cookie: staff })
    expect(hasApplications.status).toBe(409)
  })

  it('lists a program’s applications and accepts one with a note the applicant is mailed', async () => {
    const list = await app.request('GET', `/api/admin/beta-programs/${FIRMWARE}/applications`, { cookie: staff })
    const { data } = await list.json()
    expect(data[0]).toMatchObject({ applicant: { email: 'customer@example.com' }, status: 'applied' })
    const accepted = await app.request(
      'POST',
      `/api/admin/beta-programs/${FIRMWARE}/applications/${data[0].id}/accept`,
      {
        cookie: staff,
        body: { note: 'Firmware link follows on Monday.' },
      },
    )
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ status: 'accepted', staff_note: 'Firmware link follows on Monday.' })
    const [mail] = await app.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, 'customer@example.com'))
      .orderBy(desc(outboxMail.id))
    expect(mail!.text).toContain('Firmware link follows on Monday.')
    const again = await app.request('POST', `/api/admin/beta-programs/${FIRMWARE}/applications/${data[0].id}/accept`, {
      cookie: staff,
      body: { note: '' },
    })
    expect(again.status).toBe(200)
    const mine = await (await app.request('GET', `/api/v1/beta-programs/${FIRMWARE}`, { cookie: customer })).json()
    expect(mine.my_application.status).toBe('accepted')
    const elsewhere = await app.request('POST', `/api/admin/beta-programs/${DSG}/applications/${data[0].id}/accept`, {
      cookie: staff,
      body: { note: '' },
    })
    expect(elsewhere.status).toBe(404)
  })

  it('gives the last place to one of two accepts sent at once; the other is a 409', async () => {
    const created = await create(program({ title: 'One seat beta', capacity: 1 }))
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const cookie = await newCustomer()
      const applied = await app.request('POST', `/api/v1/beta-programs/${created.id}/applications`, {
        cookie,
        body: golf,
      })
      ids.push((await applied.json()).id)
    }
    const answers = await Promise.all(
      ids.map((id) =>
        app.request('POST', `/api/admin/beta-programs/${created.id}/applications/${id}/accept`, {
          cookie: staff,
          body: { note: '' },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const accepted = await app.db.select().from(betaApplication).where(eq(betaApplication.programId, created.id))
    expect(accepted.filter((row) => row.status === 'accepted')).toHaveLength(1)
    const late = await app.request('POST', `/api/v1/beta-programs/${created.id}/applications`, {
      cookie: await newCustomer(),
      body: golf,
    })
    expect(late.status).toBe(409)
    expect((await late.json()).message).toBe(BETA_TEXTS.full)
    const lower = await app.request('PUT', `/api/admin/beta-programs/${created.id}`, {
      cookie: staff,
      body: program({ title: 'One seat beta', capacity: 1 }),
    })
    expect(lower.status).toBe(200)
  })

  it('seeds idempotently: a second run doubles nothing', async () => {
    const before = await app.db.select().from(betaProgram)
    const applications = await app.db.select().from(betaApplication)
    await app.db.transaction((tx) => seedBetaPrograms(tx, new Date()))
    expect(await app.db.select().from(betaProgram)).toHaveLength(before.length)
    expect(await app.db.select().from(betaApplication)).toHaveLength(applications.length)
  })
})
