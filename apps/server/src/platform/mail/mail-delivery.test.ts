import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { outboxMail } from '../../db/schema/mail'
import { startJobs } from '../../jobs'
import { waitFor } from '../../../test/wait-for'

// Mail delivery end to end (decision 0082): the outbox row, its delivery job, nodemailer, and an SMTP server
// started here on loopback that records what it received and refuses the recipient when told to.

type Received = { from: string; to: string[]; raw: string }
const received: Received[] = []
let refuseNext = 0
let server: SMTPServer
let app: TestApp
let jobs: { stop(): Promise<void> }

const FROM = 'TuneShop <no-reply@shop.test>'

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM } })
  jobs = startJobs(app.deps)
})

afterAll(async () => {
  await jobs?.stop()
  await app?.close()
  await new Promise<void>((resolve) => server?.close(() => resolve()))
})

async function outboxRow(subject: string) {
  const [row] = await app.db.select().from(outboxMail).where(eq(outboxMail.subject, subject))
  return row!
}

/** The header block of a message as received, unfolded, by lower-cased name. */
function headersOf(raw: string): Record<string, string> {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return Object.fromEntries(
    block.split('\r\n').map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
}

describe('mail delivery through SMTP', () => {
  it('delivers an outbox mail with its headers and text, and marks the row sent', async () => {
    await app.deps.mailer.send({
      to: 'jo@example.com',
      subject: 'Your order 1042',
      text: 'Hello Jo,\nyour order is on its way.',
    })
    const message = await waitFor(() => received.find((each) => each.raw.includes('Your order 1042')))
    const row = await waitFor(async () => {
      const each = await outboxRow('Your order 1042')
      return each.status === 'sent' && each
    })
    expect(message.from).toBe('no-reply@shop.test')
    expect(message.to).toEqual(['jo@example.com'])
    const headers = headersOf(message.raw)
    expect(headers.from).toBe(FROM)
    expect(headers.to).toBe('jo@example.com')
    expect(headers.subject).toBe('Your order 1042')
    expect(headers['message-id']).toBe(`<outbox-${row.id}.${row.createdAt.getTime()}@shop.test>`)
    expect(headers['content-type']).toMatch(/^text\/plain; charset=utf-8/)
    const body = message.raw.slice(message.raw.indexOf('\r\n\r\n') + 4)
    expect(body.replace(/\r\n/g, '\n').trim()).toBe('Hello Jo,\nyour order is on its way.')
    expect(row.error).toBeNull()
  })

  it('sends a mail’s own headers (a newsletter’s List-Unsubscribe, RFC 8058) and refuses header injection', async () => {
    await app.deps.mailer.send({
      to: 'lee@example.com',
      subject: 'November news',
      text: 'News.',
      headers: {
        'List-Unsubscribe':
          '<https://shop.test/api/v1/newsletter/unsubscribe/abc>, <mailto:news@shop.test?subject=unsubscribe>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    const message = await waitFor(() => received.find((each) => each.raw.includes('November news')))
    const headers = headersOf(message.raw)
    expect(headers['list-unsubscribe']).toBe(
      '<https://shop.test/api/v1/newsletter/unsubscribe/abc>, <mailto:news@shop.test?subject=unsubscribe>',
    )
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    await expect(
      app.deps.mailer.send({ to: 'x@example.com', subject: 'x', text: 'x', headers: { 'X-Note': 'a\r\nBcc: y@z' } }),
    ).rejects.toThrow(/bad value/)
    await expect(
      app.deps.mailer.send({ to: 'x@example.com', subject: 'x', text: 'x', headers: { Bcc: 'y@example.com' } }),
    ).rejects.toThrow(/may not be set/)
  })

  it('retries after the server refused once: the row ends sent and one message is delivered', async () => {
    refuseNext = 1
    await app.deps.mailer.send({ to: 'sam@example.com', subject: 'Refused once', text: 'Second time lucky.' })
    // The first attempt is refused: the row stays queued with the server's answer, the job waits to retry.
    const refused = await waitFor(async () => {
      const row = await outboxRow('Refused once')
      return row.error ? row : undefined
    })
    expect(refused.status).toBe('queued')
    expect(refused.error).toMatch(/451/)
    const sent = await waitFor(async () => {
      const row = await outboxRow('Refused once')
      return row.status === 'sent' && row
    })
    expect(sent.error).toBeNull()
    expect(refuseNext).toBe(0)
    // Long enough for a second delivery to have arrived, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(received.filter((each) => each.raw.includes('Refused once'))).toHaveLength(1)
    const { rows } = await app.deps.jobs.list({ name: 'mail-send', state: 'completed', offset: 0, limit: 10 })
    expect(rows.find((job) => (job.data as { outboxId: number }).outboxId === sent.id)).toMatchObject({
      retryCount: 1,
    })
  })

  it('does not send a mail again when its job runs twice', async () => {
    await app.deps.mailer.send({ to: 'kim@example.com', subject: 'Only once', text: 'One copy.' })
    const row = await waitFor(async () => {
      const each = await outboxRow('Only once')
      return each.status === 'sent' && each
    })
    await app.deps.mailer.deliver!({ outboxId: row.id }, { id: 'again', retryCount: 0, lastAttempt: false })
    expect(received.filter((each) => each.raw.includes('Only once'))).toHaveLength(1)
  })

  it('sweeps a mail left queued into delivery, but not one older than a day', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    await app.db.insert(outboxMail).values([
      { to: 'left@example.com', subject: 'Left queued', text: 'Late but sent.', createdAt: minutesAgo(20) },
      { to: 'old@example.com', subject: 'Too old', text: 'Not sent late.', createdAt: minutesAgo(2 * 24 * 60) },
    ])
    await app.deps.mailer.sweep!({}, { id: 'sweep', retryCount: 0, lastAttempt: false })
    await waitFor(async () => (await outboxRow('Left queued')).status === 'sent')
    expect(received.filter((each) => each.raw.includes('Left queued'))).toHaveLength(1)
    expect((await outboxRow('Too old')).status).toBe('queued')
    expect(received.some((each) => each.raw.includes('Too old'))).toBe(false)
  })
})
