// The embedded database as a process of its own (decision 0056): PGlite serving the PostgreSQL protocol on a Unix
// socket, for the shop server that `main.ts` starts beside it. Its WebAssembly memory (128 MiB at least, and it
// never shrinks) and its query work then stay out of the serving process, which talks to it as to any PostgreSQL.
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { openEmbedded } from './db/embedded'
import { EMBEDDED_SOCKET_PORT, embeddedSocketPath } from './db/embedded-socket'

async function serve() {
  const [dataDir, socketDir] = process.argv.slice(2)
  if (!dataDir || !socketDir) throw new Error('usage: embedded-database <data dir> <socket dir>')
  const client = await openEmbedded(dataDir)
  // PGlite has one session: the shop's pool holds one connection. The second slot lets the pool reconnect
  // while the socket of a connection it dropped is still closing here; the third is `npm run backup`'s (0084).
  const server = new PGLiteSocketServer({
    db: client,
    path: embeddedSocketPath(socketDir, EMBEDDED_SOCKET_PORT),
    maxConnections: 3,
  })
  await server.start()

  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await server.stop().catch(() => {})
    // Closing writes PGlite's last changes to DATA_DIR.
    await client.close().catch(() => {})
    process.exit(code)
  }
  process.on('SIGTERM', () => void stop(0))
  // Ctrl-C in a terminal reaches the whole process group: the server closes its connection first and then stops us.
  process.on('SIGINT', () => {})
  // The server that started us is gone (even killed outright): nobody is left to serve.
  process.on('disconnect', () => void stop(0))
  process.send?.({ ready: true })
}

serve().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
