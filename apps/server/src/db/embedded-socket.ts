import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The port number in the socket's file name, as PostgreSQL clients build it (`.s.PGSQL.<port>`). */
export const EMBEDDED_SOCKET_PORT = 5432

/** Linux refuses Unix socket paths over 107 bytes. */
const MAX_SOCKET_PATH = 107

export const embeddedSocketPath = (socketDir: string, port: number) => join(socketDir, `.s.PGSQL.${port}`)

/**
 * Where the temp folder of a socket that did not fit is written down, in DATA_DIR, while the database serves: other
 * commands on the same DATA_DIR (`npm run backup`, decision 0084) find the running database through it.
 */
const SOCKET_POINTER = 'embedded-socket-dir'

/** The socket folder of a database serving `dataDir` now (when one does): DATA_DIR, or the temp folder written there. */
export function servingSocketDir(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, SOCKET_POINTER), 'utf8').trim()
  } catch {
    return resolve(dataDir)
  }
}

/** DATA_DIR holds the socket, unless its path is too long for one; then a private temp folder does. */
export function embeddedSocketDir(dataDir: string): { dir: string; temporary: boolean } {
  const dir = resolve(dataDir)
  if (Buffer.byteLength(embeddedSocketPath(dir, EMBEDDED_SOCKET_PORT)) <= MAX_SOCKET_PATH) {
    return { dir, temporary: false }
  }
  return { dir: mkdtempSync(join(tmpdir(), 'tuneshop-db-')), temporary: true }
}

export type EmbeddedDatabaseProcess = {
  socketDir: string
  pid: number
  /** Stops the database process and waits until it has written its last changes. */
  stop: () => Promise<void>
}

/**
 * Starts `script` (the built `embedded-database.js`) on `dataDir` and waits until it accepts connections.
 * `onUnexpectedExit` is called when it ends without having been asked to.
 */
export async function startEmbeddedDatabase(options: {
  script: string
  dataDir: string
  execArgv: string[]
  onUnexpectedExit: (reason: string) => void
}): Promise<EmbeddedDatabaseProcess> {
  const socket = embeddedSocketDir(options.dataDir)
  // A socket file left by a process that was killed would refuse the new listener.
  rmSync(embeddedSocketPath(socket.dir, EMBEDDED_SOCKET_PORT), { force: true })
  const pointer = join(options.dataDir, SOCKET_POINTER)
  if (socket.temporary) writeFileSync(pointer, socket.dir)
  else rmSync(pointer, { force: true })
  const child = spawn(process.execPath, [...options.execArgv, options.script, options.dataDir, socket.dir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  let started = false
  let stopping = false
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => {
      if (socket.temporary) {
        rmSync(socket.dir, { recursive: true, force: true })
        rmSync(pointer, { force: true })
      }
      const reason = signal ?? `exit code ${code}`
      if (started && !stopping) options.onUnexpectedExit(reason)
      done(reason)
    }),
  )
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready())
    child.once('error', fail)
    void exited.then((reason) => fail(new Error(`the embedded database did not start (${reason})`)))
  })
  started = true
  // The database process must not keep a finished server alive, nor the server wait for it.
  child.channel?.unref()
  child.unref()
  return {
    socketDir: socket.dir,
    pid: child.pid!,
    stop: async () => {
      stopping = true
      // Waiting for it keeps this process alive: nothing else may (a stop before the server listens, main.ts).
      child.ref()
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
