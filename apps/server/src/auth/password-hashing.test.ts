import { hashPassword } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { passwordHashing } from './password-hashing'

describe('password hashing (decision 0090)', () => {
  it('keeps the library’s format: a hash it made verifies here, and one made here verifies', async () => {
    const theirs = await hashPassword('correct horse battery')
    expect(await passwordHashing.verify({ hash: theirs, password: 'correct horse battery' })).toBe(true)
    expect(await passwordHashing.verify({ hash: theirs, password: 'wrong horse battery' })).toBe(false)
    const ours = await passwordHashing.hash('staple 42 staple')
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await passwordHashing.verify({ hash: ours, password: 'staple 42 staple' })).toBe(true)
  })

  it('runs at most two hashes at a time: the third of three asked together waits its turn', async () => {
    const all = Promise.all(['one-password', 'two-password', 'three-password'].map((p) => passwordHashing.hash(p)))
    let mostRunning = 0
    let mostWaiting = 0
    let settled = false
    void all.finally(() => (settled = true))
    while (!settled) {
      const { running, waiting } = passwordHashing.load()
      mostRunning = Math.max(mostRunning, running)
      mostWaiting = Math.max(mostWaiting, waiting)
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    expect((await all).length).toBe(3)
    expect(passwordHashing.atOnce).toBe(2)
    expect(mostRunning).toBe(2)
    expect(mostWaiting).toBe(1)
  })
})
