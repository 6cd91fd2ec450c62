import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SiteConfigSchema } from '../site/site-config.schema'
import { supportTimeBetween } from '../support-hours/support-clock'
import { describeTicketClock, formatSupportDuration, isTicketOverdue, ticketClocks } from './ticket-clock'
import { FIRST_RESPONSE_TARGET_MS, RESOLUTION_TARGET_MS } from './ticket-clock.constants'

const CONFIG = SiteConfigSchema.parse({})
const HOURS = CONFIG.supportHours
const HOLIDAYS = CONFIG.supportHolidays
const MIN = 60_000
const HOUR = 60 * MIN

const opened = (
  createdAt: string,
  more: Partial<Record<'firstRespondedAt' | 'solvedAt' | 'closedAt', string>> = {},
) => ({
  createdAt: new Date(createdAt),
  firstRespondedAt: more.firstRespondedAt ? new Date(more.firstRespondedAt) : null,
  solvedAt: more.solvedAt ? new Date(more.solvedAt) : null,
  closedAt: more.closedAt ? new Date(more.closedAt) : null,
})
const clocksAt = (ticket: ReturnType<typeof opened>, now: string) =>
  ticketClocks(HOURS, HOLIDAYS, ticket, new Date(now))

describe('a ticket’s due times, in support hours (4 h to answer, 16 h to solve)', () => {
  it.each([
    // 2026-01-12 is a Monday; PST is UTC-8.
    ['opened Monday 10:00 PST', '2026-01-12T18:00:00Z', '2026-01-12T22:00:00.000Z', '2026-01-14T18:00:00.000Z'],
    // Friday 15:00 PST: two hours on Friday, the rest from Monday 9:00.
    ['opened on a Friday afternoon', '2026-01-09T23:00:00Z', '2026-01-12T19:00:00.000Z', '2026-01-13T23:00:00.000Z'],
    // Saturday: nothing runs until Monday 9:00 PST.
    ['opened on a Saturday', '2026-01-10T20:00:00Z', '2026-01-12T21:00:00.000Z', '2026-01-14T01:00:00.000Z'],
    // Wednesday before Thanksgiving 2026 (Thursday 11-26, a default holiday), 15:00 PST: Friday takes over.
    ['opened before a holiday', '2026-11-25T23:00:00Z', '2026-11-27T19:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    // New Year's Day 2027 is a Friday: Thursday 16:00 PST's clock skips Friday and the weekend.
    [
      'opened the day before New Year’s Day',
      '2027-01-01T00:00:00Z',
      '2027-01-04T20:00:00.000Z',
      '2027-01-06T00:00:00.000Z',
    ],
    // Pacific spring change on Sunday 2026-03-08: Friday 15:00 PST, due Monday 11:00 PDT (18:00 UTC).
    ['across the spring change', '2026-03-06T23:00:00Z', '2026-03-09T18:00:00.000Z', '2026-03-10T22:00:00.000Z'],
    // Pacific autumn change on Sunday 2026-11-01: Friday 15:00 PDT, due Monday 11:00 PST (19:00 UTC).
    ['across the autumn change', '2026-10-30T22:00:00Z', '2026-11-02T19:00:00.000Z', '2026-11-03T23:00:00.000Z'],
  ])('%s', (_name, createdAt, firstDue, resolutionDue) => {
    const clocks = clocksAt(opened(createdAt), createdAt)
    expect(clocks.first_response.due_at.toISOString()).toBe(firstDue)
    expect(clocks.resolution.due_at.toISOString()).toBe(resolutionDue)
  })
})

describe('a clock’s state', () => {
  const friday = '2026-01-09T23:00:00Z' // Friday 15:00 PST: first response due Monday 11:00 PST

  it('runs with the support time left, not the wall time', () => {
    // Saturday noon: 2 h of support time left (Monday 9:00–11:00), though 47 wall hours remain.
    const { first_response } = clocksAt(opened(friday), '2026-01-10T20:00:00Z')
    expect(first_response).toMatchObject({ state: 'running', overdue: false, stopped_at: null, left_ms: 2 * HOUR })
    expect(describeTicketClock(first_response)).toBe('due in 2 h (support hours)')
  })

  it('is overdue once running past due, by the support time since', () => {
    const { first_response, resolution } = clocksAt(opened(friday), '2026-01-12T19:35:00Z')
    expect(first_response).toMatchObject({ state: 'running', overdue: true, left_ms: -35 * MIN })
    expect(describeTicketClock(first_response)).toBe('overdue by 35 min')
    expect(resolution).toMatchObject({ state: 'running', overdue: false })
    expect(describeTicketClock(resolution)).toBe('due in 11 h 25 min (support hours)')
  })

  it('is met when stopped in time and breached when stopped late', () => {
    const answered = clocksAt(opened(friday, { firstRespondedAt: '2026-01-12T18:00:00Z' }), '2026-01-20T00:00:00Z')
    expect(answered.first_response).toMatchObject({ state: 'met', overdue: false, left_ms: HOUR })
    expect(answered.resolution).toMatchObject({ state: 'running', overdue: true })
    const late = clocksAt(
      opened(friday, { firstRespondedAt: '2026-01-12T20:10:00Z', solvedAt: '2026-01-13T22:00:00Z' }),
      '2026-01-20T00:00:00Z',
    )
    expect(late.first_response).toMatchObject({ state: 'breached', left_ms: -70 * MIN })
    expect(describeTicketClock(late.first_response)).toBe('breached by 1 h 10 min')
    expect(late.resolution).toMatchObject({ state: 'met', overdue: false })
    expect(describeTicketClock(late.resolution)).toBe('met')
  })

  it('stops both clocks when a ticket is closed unanswered (a merged duplicate)', () => {
    const { first_response, resolution } = clocksAt(
      opened(friday, { closedAt: '2026-01-12T17:30:00Z' }),
      '2026-02-01T00:00:00Z',
    )
    expect(first_response).toMatchObject({ state: 'met', overdue: false })
    expect(resolution).toMatchObject({ state: 'met', overdue: false })
  })
})

describe('the resolution clock while the ticket waits on the customer', () => {
  const friday = '2026-01-09T23:00:00Z' // Friday 15:00 PST: 2 h of support time that day
  const mondayTen = '2026-01-12T18:00:00Z' // staff answer and ask the customer: 3 h of support time spent
  const answered = { ...opened(friday, { firstRespondedAt: mondayTen }), waitingSince: new Date(mondayTen) }

  it('is paused, never overdue, and keeps the support time it had left', () => {
    const { first_response, resolution } = clocksAt(answered, '2026-01-21T20:00:00Z') // nine days later
    expect(first_response).toMatchObject({ state: 'met' })
    expect(resolution).toMatchObject({ state: 'paused', overdue: false, left_ms: 13 * HOUR })
    expect(describeTicketClock(resolution)).toBe('paused (waiting on customer), 13 h left')
    expect(isTicketOverdue(HOURS, HOLIDAYS, answered, new Date('2026-01-21T20:00:00Z'))).toBe(false)
  })

  it('runs again when the customer writes, without the time it waited', () => {
    // Waited Monday 10:00 → Wednesday 12:00 PST; an hour later 3 h + 1 h are spent.
    const resumed = {
      ...opened(friday, { firstRespondedAt: mondayTen }),
      waitedSpans: [{ from: mondayTen, to: '2026-01-14T20:00:00Z' }],
    }
    const { resolution } = clocksAt(resumed, '2026-01-14T21:00:00Z')
    expect(resolution).toMatchObject({ state: 'running', overdue: false, left_ms: 12 * HOUR })
    // Without the pause it would have been due Tuesday 15:00 PST and overdue now.
    expect(clocksAt(opened(friday, { firstRespondedAt: mondayTen }), '2026-01-14T21:00:00Z').resolution.overdue).toBe(
      true,
    )
  })

  it('is met or breached by the support time it ran, when solved', () => {
    const solved = {
      ...opened(friday, { firstRespondedAt: mondayTen, solvedAt: '2026-01-23T18:00:00Z' }),
      waitedSpans: [{ from: mondayTen, to: '2026-01-23T17:00:00Z' }], // the customer wrote ten days later
    }
    expect(clocksAt(solved, '2026-02-01T00:00:00Z').resolution).toMatchObject({ state: 'met', left_ms: 12 * HOUR })
  })

  it('the inbox’s overdue test agrees with the clocks, with any spans waited', () => {
    const instant = (min: string, max: string) =>
      fc.integer({ min: Date.parse(min), max: Date.parse(max) }).map((at) => new Date(at))
    fc.assert(
      fc.property(
        instant('2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z'),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 * 24 * 60 }), fc.integer({ min: 0, max: 5 * 24 * 60 })), {
          maxLength: 3,
        }),
        fc.boolean(),
        fc.integer({ min: 0, max: 40 * 24 * 60 }),
        (createdAt, spans, waitingNow, minutes) => {
          let at = createdAt.getTime()
          const waitedSpans = spans.map(([gap, length]) => {
            const from = at + gap * MIN
            at = from + length * MIN
            return { from: new Date(from).toISOString(), to: new Date(at).toISOString() }
          })
          const now = new Date(at + minutes * MIN)
          const ticket = {
            createdAt,
            firstRespondedAt: waitedSpans.length ? new Date(waitedSpans[0]!.from) : null,
            solvedAt: null,
            closedAt: null,
            waitedSpans,
            waitingSince: waitingNow ? new Date(at + Math.floor(minutes / 2) * MIN) : null,
          }
          const clocks = ticketClocks(HOURS, HOLIDAYS, ticket, now)
          expect(isTicketOverdue(HOURS, HOLIDAYS, ticket, now)).toBe(
            clocks.first_response.overdue || clocks.resolution.overdue,
          )
          expect(clocks.resolution.state).toBe(waitingNow ? 'paused' : 'running')
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('ticket clocks, for any moment', () => {
  const instant = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  })

  it('a due time is exactly its target of support time after creation', () => {
    fc.assert(
      fc.property(instant, (createdAt) => {
        const clocks = ticketClocks(HOURS, HOLIDAYS, opened(createdAt.toISOString()), createdAt)
        expect(supportTimeBetween(HOURS, createdAt, clocks.first_response.due_at, HOLIDAYS)).toBe(
          FIRST_RESPONSE_TARGET_MS,
        )
        expect(supportTimeBetween(HOURS, createdAt, clocks.resolution.due_at, HOLIDAYS)).toBe(RESOLUTION_TARGET_MS)
      }),
      { numRuns: 200 },
    )
  })

  it('a running clock’s time left plus the support time spent is its target; overdue exactly when past due', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 30 * 24 * 60 }), (createdAt, minutes) => {
        const now = new Date(createdAt.getTime() + minutes * MIN)
        const { first_response } = ticketClocks(HOURS, HOLIDAYS, opened(createdAt.toISOString()), now)
        const spent = supportTimeBetween(HOURS, createdAt, now, HOLIDAYS)
        expect(first_response.left_ms + spent).toBe(FIRST_RESPONSE_TARGET_MS)
        expect(first_response.overdue).toBe(now > first_response.due_at)
      }),
      { numRuns: 200 },
    )
  })

  it('an answer is met exactly when it comes by the due time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10 * 24 * 60 }), (createdAt, minutes) => {
        const answeredAt = new Date(createdAt.getTime() + minutes * MIN)
        const ticket = { ...opened(createdAt.toISOString()), firstRespondedAt: answeredAt }
        const { first_response } = ticketClocks(HOURS, HOLIDAYS, ticket, new Date(answeredAt.getTime() + 60 * MIN))
        expect(first_response.state).toBe(answeredAt <= first_response.due_at ? 'met' : 'breached')
        expect(first_response.overdue).toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})

describe('formatSupportDuration', () => {
  it.each([
    [0, 'less than a minute'],
    [59_999, 'less than a minute'],
    [35 * MIN, '35 min'],
    [-35 * MIN, '35 min'],
    [2 * HOUR, '2 h'],
    [2 * HOUR + 10 * MIN, '2 h 10 min'],
    [16 * HOUR + 59 * MIN + 59_999, '16 h 59 min'],
  ])('%i ms is "%s"', (ms, text) => {
    expect(formatSupportDuration(ms)).toBe(text)
  })
})
