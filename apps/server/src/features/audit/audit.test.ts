import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { AuditReasonMissingError, auditTrailOf, recordAudit } from './audit.service'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('recordAudit', () => {
  it('records who, when, what and why, and reads it back per subject', async () => {
    const before = new Date()
    await recordAudit(app.db, {
      actorUserId: 'super-1',
      action: 'user.role-changed',
      subject: { type: 'user', id: 'u-1' },
      details: { from: 'user', to: 'staff' },
      requestId: 'req-1',
    })
    await recordAudit(app.db, {
      actorUserId: 'super-1',
      action: 'user.banned',
      subject: { type: 'user', id: 'u-1' },
      reason: ' chargebacks ',
    })
    await recordAudit(app.db, { actorUserId: null, action: 'user.banned', subject: { type: 'user', id: 'u-2' } })
    const trail = await auditTrailOf(app.db, { type: 'user', id: 'u-1' })
    expect(trail.map((event) => event.action)).toEqual(['user.role-changed', 'user.banned'])
    expect(trail[0]).toMatchObject({
      actorUserId: 'super-1',
      subjectType: 'user',
      subjectId: 'u-1',
      details: { from: 'user', to: 'staff' },
      requestId: 'req-1',
    })
    expect(trail[0]!.at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    expect(trail[1]).toMatchObject({ details: { reason: 'chargebacks' }, requestId: null })
  })

  it('refuses a correction without a reason and writes nothing', async () => {
    const count = async () => (await app.db.select().from(auditEvent)).length
    const before = await count()
    for (const reason of [undefined, '', '   ']) {
      await expect(
        recordAudit(app.db, {
          actorUserId: 'super-1',
          action: 'ledger.corrected',
          subject: { type: 'ledger-transaction', id: 't-1' },
          reason,
        }),
      ).rejects.toBeInstanceOf(AuditReasonMissingError)
    }
    expect(await count()).toBe(before)
  })

  it("commits and rolls back with the caller's transaction", async () => {
    const subject = { type: 'organization', id: 'org-rolled-back' }
    await app.db
      .transaction(async (tx) => {
        await recordAudit(tx, { actorUserId: 'super-1', action: 'organization.archived', subject })
        throw new Error('the change itself failed')
      })
      .catch(() => undefined)
    expect(await auditTrailOf(app.db, subject)).toEqual([])
  })
})
