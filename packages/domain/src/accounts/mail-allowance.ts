/** Account mails (reset, verification, sign-up notices) allowed per hour (decision 0067). */
export type MailLimits = { maxPerAccount: number; maxPerAddress: number }

/** Mails of this kind of limit already sent within the last hour. */
export type MailCounts = { account: number; address: number }

/**
 * Whether an account mail goes out: `send`; `skip` when its account had its share (the answer stays a success,
 * so nobody learns anything about the account); `refuse` when the asking address had its share (a 429 is fine:
 * it tells the flooder only about its own requests).
 */
export function mailAllowance(counts: MailCounts, limits: MailLimits): 'send' | 'skip' | 'refuse' {
  if (counts.address >= limits.maxPerAddress) return 'refuse'
  if (counts.account >= limits.maxPerAccount) return 'skip'
  return 'send'
}
