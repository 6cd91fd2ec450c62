import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long the socket of a 413 is kept after the answer, and how much more it may take in meanwhile. */
const LINGER_MS = 2000
const LINGER_BYTES = 64 * 1024 * 1024

/**
 * A 413 is answered while the client is still sending the body (that is the point: it is not read). Closing the
 * socket at once, with the client's bytes unread in the kernel's buffer, makes the kernel reset the connection,
 * and a client still writing loses the answer it had not read yet. So, as HTTP servers do ("lingering close"),
 * our side is closed after the answer (FIN: `Connection: close`) and the socket is kept until the client closes
 * too, for at most 2 s: the client reads the answer and stops. Nothing more is read into memory meanwhile (the
 * unread body only fills the kernel's buffers, and the client's writes stop); if something does drain it, past
 * 64 MB the socket goes at once.
 */
export function lingerAfterRefusal(req: IncomingMessage, res: ServerResponse): void {
  // Only a request with a body can be refused for it; the hot GETs pay nothing.
  if (req.method === 'GET' || req.method === 'HEAD') return
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
