import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// Decision 0064: `npm start` exited with a dead server, 0 when it died from a signal, and nothing brought it back.
const supervisor = fileURLToPath(new URL('../../../scripts/supervise-server.mjs', import.meta.url))
const standIn = fileURLToPath(new URL('./fixtures/stand-in-server.mjs', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'tuneshop-supervisor-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let runs = 0
/** Runs the supervisor on the stand-in with the plan of each start; `onOutput` may act on what it prints. */
function supervise(plan: string[], onOutput?: (output: string, child: ReturnType<typeof spawn>) => void) {
  const counter = join(dir, `starts-${++runs}`)
  const child = spawn(process.execPath, [supervisor, '--first-delay-ms=20', standIn, counter, ...plan], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    onOutput?.(output, child)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return new Promise<{ code: number | null; output: string; starts: number }>((done) =>
    child.on('exit', (code) => done({ code, output, starts: readFileSync(counter, 'utf8').length })),
  )
}

describe('npm start’s supervisor', () => {
  it('brings a crashed server back, with a back-off, and ends with its clean exit', async () => {
    const run = await supervise(['crash', 'killed', 'crash', 'ok'])
    expect(run.starts).toBe(4)
    expect(run.output).toContain('the server stopped (exit code 3); starting it again in 0.02 s')
    expect(run.output).toContain('the server stopped (SIGKILL); starting it again in 0.04 s')
    expect(run.output).toContain('starting it again in 0.08 s')
    expect(run.code).toBe(0)
  })

  it('gives up with a non-zero exit after 5 crashes within a minute', async () => {
    const run = await supervise(['killed'])
    expect(run.starts).toBe(5)
    expect(run.output).toContain('5 times within 60 s: giving up')
    expect(run.code).toBe(128 + 9)
  })

  it('passes SIGTERM on, does not restart, and exits as the server did', async () => {
    const run = await supervise(['serve'], (output, child) => {
      if (output.includes('start 1: serve') && !child.killed) child.kill('SIGTERM')
    })
    expect(run.starts).toBe(1)
    expect(run.output).toContain('stopping cleanly')
    expect(run.code).toBe(0)
  })
})
