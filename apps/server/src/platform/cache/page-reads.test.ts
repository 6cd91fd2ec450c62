import { describe, expect, it } from 'vitest'
import { asPageWrite, inPageScope, oncePerPage } from './page-reads'

/** A read that counts how often it ran. */
function counter(value = 'facts') {
  const read = {
    runs: 0,
    run: async () => {
      read.runs++
      return value
    },
  }
  return read
}

describe('reads once per page (decision 0110)', () => {
  it('reads a key once within a page, each key on its own', async () => {
    const facts = counter()
    const other = counter('other')
    await inPageScope(async () => {
      const [a, b] = await Promise.all([oncePerPage('k', facts.run), oncePerPage('k', facts.run)])
      expect([a, b]).toEqual(['facts', 'facts'])
      expect(await oncePerPage('k', facts.run)).toBe('facts')
      expect(await oncePerPage('j', other.run)).toBe('other')
    })
    expect(facts.runs).toBe(1)
    expect(other.runs).toBe(1)
  })

  it('reads every time outside a page, and each page reads for itself', async () => {
    const facts = counter()
    await oncePerPage('k', facts.run)
    await oncePerPage('k', facts.run)
    await inPageScope(() => oncePerPage('k', facts.run))
    await inPageScope(() => oncePerPage('k', facts.run))
    expect(facts.runs).toBe(4)
  })

  it("reads again after the page's write, and the write itself reads nothing remembered", async () => {
    const facts = counter()
    await inPageScope(async () => {
      await oncePerPage('k', facts.run)
      await asPageWrite(async () => {
        await oncePerPage('k', facts.run)
      })
      expect(facts.runs).toBe(2)
      await oncePerPage('k', facts.run)
      await oncePerPage('k', facts.run)
    })
    expect(facts.runs).toBe(3)
  })

  it('keeps no failed read: the next caller tries again', async () => {
    let runs = 0
    const flaky = async () => {
      runs++
      if (runs === 1) throw new Error('connection lost')
      return 'facts'
    }
    await inPageScope(async () => {
      await expect(oncePerPage('k', flaky)).rejects.toThrow('connection lost')
      expect(await oncePerPage('k', flaky)).toBe('facts')
      expect(await oncePerPage('k', flaky)).toBe('facts')
    })
    expect(runs).toBe(2)
  })
})
