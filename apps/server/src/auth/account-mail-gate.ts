import { and, count, eq, gt, min } from 'drizzle-orm'
import { mailAllowance, type MailLimits } from '@shop/domain/accounts'
import type { Db } from '../db/client'
import { accountMail } from '../db/schema/accounts'
import { CLIENT_IP_HEADER } from './client-ip-header'

const HOUR_MS = 60 * 60 * 1000

export type AccountMailKind = 'reset' | 'verification' | 'existing_account'
export type AccountMailGate = { db: Db; clock: () => Date; limits: MailLimits }

/** The client address of a request the auth library hands to its mail callbacks. */
export const requestAddress = (request: Request | undefined) => request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown'

/** Account mails asked for from this address within the hour (sent or held back). */
export async function mailsFromAddress(gate: AccountMailGate, ip: string): Promise<number> {
  return (await addressWindow(gate, ip)).count
}

/**
 * When an address that has had its share of account mails may ask again (seconds), or null while it may.
 * A per-address flood may be told so with a 429: it learns only about its own requests.
 */
export async function addressMailWait(gate: AccountMailGate, ip: string): Promise<number | null> {
  const { count: asked, oldest } = await addressWindow(gate, ip)
  if (asked < gate.limits.maxPerAddress || !oldest) return null
  return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - gate.clock().getTime()) / 1000))
}

async function addressWindow(gate: AccountMailGate, ip: string) {
  const since = new Date(gate.clock().getTime() - HOUR_MS)
  const [row] = await gate.db
    .select({ n: count(), oldest: min(accountMail.at) })
    .from(accountMail)
    .where(and(eq(accountMail.ip, ip), gt(accountMail.at, since)))
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null }
}

/**
 * Whether an account mail may go out now (decision 0067), recorded either way so that every process counts it.
 * Held back, the caller simply does not send: the answer to the request stays the same. Count and insert are
 * not one atomic step: two concurrent requests may each send the last allowed mail, which a limit of a few
 * mails an hour tolerates.
 */
export async function admitAccountMail(
  gate: AccountMailGate,
  mail: { kind: AccountMailKind; email: string; ip: string },
): Promise<boolean> {
  const email = mail.email.toLowerCase()
  const since = new Date(gate.clock().getTime() - HOUR_MS)
  const [[toAccount], address] = await Promise.all([
    gate.db
      .select({ n: count() })
      .from(accountMail)
      .where(and(eq(accountMail.email, email), eq(accountMail.sent, true), gt(accountMail.at, since))),
    mailsFromAddress(gate, mail.ip),
  ])
  const send = mailAllowance({ account: toAccount?.n ?? 0, address }, gate.limits) === 'send'
  await gate.db.insert(accountMail).values({ kind: mail.kind, email, ip: mail.ip, sent: send, at: gate.clock() })
  return send
}
