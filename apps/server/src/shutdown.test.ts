import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { stopGracefully } from './shutdown'

describe('stopGracefully (decision 0090)', () => {
  it('leaves a closer that never finishes behind after its time limit, logs it by name, and runs the next', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const errors: { part?: string; message: string }[] = []
    const logger = {
      info: () => {},
      warn: () => {},
      error: (fields: { part?: string }, message: string) => void errors.push({ part: fields.part, message }),
    }
    const ran: string[] = []
    const started = performance.now()
    await stopGracefully({
      server,
      serving: { draining: false },
      logger: logger as never,
      timeoutMs: 1000,
      closerTimeoutMs: 200,
      closers: () => [
        { name: 'stuck', close: () => new Promise<void>(() => {}) },
        { name: 'failing', close: () => Promise.reject(new Error('no')) },
        { name: 'database', close: () => void ran.push('database') },
      ],
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(ran).toEqual(['database'])
    expect(errors).toEqual([
      { part: 'stuck', message: 'did not stop in time: left behind' },
      { part: 'failing', message: 'could not stop cleanly' },
    ])
  })
})
