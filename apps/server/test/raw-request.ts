import { execFile } from 'node:child_process'
import { connect } from 'node:net'

// Plain TypeScript with no imports of ours, so that Node runs it as it is (type stripping) in a process of its own.

export type RawAnswer = {
  status: number
  headers: Record<string, string>
  body: string
  /** Whether the server closed the connection within `closeWithinMs` of its answer. */
  closed: boolean
}

/**
 * Sends a request over a socket of its own, with exactly the headers and body bytes given (no Content-Length is
 * added: a test chooses between a declared length and chunks), and reads the answer. `keepSending` keeps sending
 * the body as fast as the socket takes it and never finishes it, so an answer proves the server did not wait for the
 * rest, and a lost answer shows a connection reset under it.
 */
export function rawRequest(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; body?: Buffer; keepSending?: boolean },
  closeWithinMs = 3000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const head = [`${request.method} ${request.path} HTTP/1.1`, 'Host: 127.0.0.1']
    for (const [name, value] of Object.entries(request.headers ?? {})) head.push(`${name}: ${value}`)
    let received = Buffer.alloc(0)
    let answer: Omit<RawAnswer, 'closed'> | undefined
    let closeTimer: NodeJS.Timeout | undefined
    const timeout = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer to ${request.method} ${request.path}`))
    }, 20_000)
    const finish = (closed: boolean) => {
      clearTimeout(timeout)
      clearTimeout(closeTimer)
      socket.destroy()
      if (answer) resolve({ ...answer, closed })
      else reject(new Error(`the connection closed without an answer to ${request.method} ${request.path}`))
    }
    socket.on('error', () => undefined) // a reset after the answer is what some tests expect
    socket.on('close', () => finish(true))
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (answer) return
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const length = Number(headers['content-length'] ?? 0)
      if (headers['content-length'] !== undefined && received.length < end + 4 + length) return
      answer = {
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
      }
      closeTimer = setTimeout(() => finish(false), closeWithinMs)
    })
    socket.write(`${head.join('\r\n')}\r\n\r\n`)
    if (request.body) socket.write(request.body)
    if (!request.keepSending) return
    // Send more of the body as fast as the socket takes it, as a client streaming a big file does, until the answer.
    const chunked = Object.entries(request.headers ?? {}).some(
      ([name, value]) => name.toLowerCase() === 'transfer-encoding' && value === 'chunked',
    )
    const block = Buffer.alloc(64 * 1024, 0x61)
    const more = () => {
      while (!answer && !socket.destroyed) {
        if (!socket.write(chunked ? chunkOf(block) : block)) return void socket.once('drain', more)
      }
    }
    more()
  })
}

/** A chunk of a chunked body (`Transfer-Encoding: chunked`). */
export const chunkOf = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])

type RawRequest = Parameters<typeof rawRequest>[1]

/**
 * `rawRequest` from a process of its own: the client then competes with the server for nothing, and the kernel
 * delivers a reset as it would between two machines (in one process, the answer is always read first).
 */
export function rawRequestFromAnotherProcess(port: number, request: RawRequest, closeWithinMs = 3000) {
  const wire = JSON.stringify({ ...request, body: request.body?.toString('latin1') })
  const script = `
    import { rawRequest } from ${JSON.stringify(import.meta.url)}
    const chunks = []
    for await (const chunk of process.stdin) chunks.push(chunk)
    const request = JSON.parse(Buffer.concat(chunks).toString())
    if (request.body !== undefined) request.body = Buffer.from(request.body, 'latin1')
    rawRequest(${port}, request, ${closeWithinMs}).then(
      (answer) => process.stdout.write(JSON.stringify(answer)),
      (error) => process.stdout.write(JSON.stringify({ error: String(error.message) })),
    )`
  return new Promise<RawAnswer>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '--no-warnings', '-e', script],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error)
        const answer = JSON.parse(stdout) as RawAnswer | { error: string }
        if ('error' in answer) reject(new Error(answer.error))
        else resolve(answer)
      },
    )
    child.stdin?.end(wire)
  })
}
