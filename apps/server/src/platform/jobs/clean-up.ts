import { lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accountMail, loginFailure } from '../../db/schema/accounts'
import { session, verification } from '../../db/schema/auth'
import { newsletterSignup } from '../../db/schema/newsletter'
import type { FileStore } from '../files/file-store'
import { periodicJob } from './job-queue'

/** Hourly (src/jobs.ts). Deleting what has expired again finds nothing: running it twice is harmless. */
export const CLEAN_UP_JOB = periodicJob('clean-up', 600)

/** Rate-limit rows count for an hour at most (decision 0067); a day later they only take space. */
const LIMIT_ROWS_KEPT_MS = 24 * 60 * 60_000
/** A partial upload older than this has no process writing it any more. */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60_000

export type CleanUpTally = { sessions: number; verifications: number; limitRows: number; uploads: number }

/** Expired sessions and verification tokens, old rate-limit rows and abandoned partial uploads. */
export async function cleanUpExpired(deps: { db: Db; files: FileStore; clock: () => Date }): Promise<CleanUpTally> {
  const now = deps.clock()
  const dayAgo = new Date(now.getTime() - LIMIT_ROWS_KEPT_MS)
  const sessions = await deps.db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id })
  const verifications = await deps.db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id })
  const failures = await deps.db
    .delete(loginFailure)
    .where(lt(loginFailure.at, dayAgo))
    .returning({ id: loginFailure.id })
  const mails = await deps.db.delete(accountMail).where(lt(accountMail.at, dayAgo)).returning({ id: accountMail.id })
  // The newsletter's sign-up limits (issue 26 item 6) count the last hour too.
  const signups = await deps.db
    .delete(newsletterSignup)
    .where(lt(newsletterSignup.at, dayAgo))
    .returning({ id: newsletterSignup.id })
  const uploads = (await deps.files.removeAbandoned?.(new Date(now.getTime() - ABANDONED_UPLOAD_MS))) ?? 0
  return {
    sessions: sessions.length,
    verifications: verifications.length,
    limitRows: failures.length + mails.length + signups.length,
    uploads,
  }
}
