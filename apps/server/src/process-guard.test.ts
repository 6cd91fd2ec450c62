import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const fixture = fileURLToPath(new URL('../test/fixtures/guarded-process.mjs', import.meta.url))

const run = (mode: string) => {
  const child = spawnSync(process.execPath, [fixture, mode], { encoding: 'utf8', timeout: 20_000 })
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; requestId?: string; err?: { message: string } })
  return { ...child, lines }
}

describe('the process guard (issue 20)', () => {
  it('logs what escapes a request with its id, flushed at once, and the process keeps serving', () => {
    const child = run('guard')
    expect(child.stderr).toContain('still serving')
    expect(child.signal).toBe('SIGKILL')
    expect(child.lines.map(({ msg, requestId, err }) => ({ msg, requestId, error: err?.message }))).toEqual(
      expect.arrayContaining([
        {
          msg: 'uncaught exception: logged, still serving',
          requestId: 'req-20',
          error: 'an error event no one listens to',
        },
        { msg: 'unhandled rejection: logged, still serving', requestId: 'req-20', error: 'a rejection no one awaits' },
      ]),
    )
  })

  it('leaves no line in the logger’s buffer when the process exits', () => {
    const child = run('exit')
    expect(child.status).toBe(1)
    expect(child.lines.map((line) => line.msg)).toEqual(['the last line before exit'])
  })
})
