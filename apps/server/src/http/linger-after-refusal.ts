import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long, and how many bytes, a refused body is still read (and dropped) after its 413. */
const LINGER_MS = 2000
const LINGER_BYTES = 64 * 1024 * 1024

/**
 * A 413 is answered while the client is still sending the body (that is the point: it is not read). Closing the
 * socket at once, with the client's bytes unread in the kernel's buffer, makes the kernel reset the connection,
 * and a client still writing loses the answer it had not read yet. So, as HTTP servers do ("lingering close"),
 * our side is closed after the answer (FIN: `Connection: close`), and what the client still sends is read and
 * dropped until it closes too, for at most 2 s or 64 MB; then the socket goes. Nothing is kept in memory.
 */
export function lingerAfterRefusal(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket
  res.once('finish', () => {
    if (res.statusCode !== 413 || socket.destroyed) return
    // Node's own close (`destroySoon`: end, then destroy once the end is written) has just been asked for: the end
    // (our FIN) stays, the destroy waits for the client.
    socket.removeListener('finish', socket.destroy)
    const from = socket.bytesRead
    const close = () => {
      clearTimeout(timer)
      socket.off('data', onData)
      socket.destroy()
    }
    const onData = () => {
      if (socket.bytesRead - from > LINGER_BYTES) close()
    }
    const timer = setTimeout(close, LINGER_MS)
    timer.unref()
    socket.on('data', onData)
    socket.once('end', close)
    socket.once('close', close)
  })
}
