import { PassThrough } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/** What a render gave: the whole page's HTML, and whether a part of it failed (the page is then a 500). */
export type RenderedPage = { html: string; failed: boolean }

/**
 * Renders a page whole before anything is sent: search engines and slow phones get complete HTML, and the server
 * compresses or caches it in one piece. A render still waiting after `abortAfterMs` is aborted (its pending
 * boundaries fall back to the client).
 *
 * The abort timer is cleared once the page is out. A pending timer holds the whole render (its element tree and
 * loader data) until it fires: ~170 KB a page, which under load kept ~11 s of pages alive (~230 MiB at 150 pages/s).
 */
export function renderWholePage(
  element: ReactNode,
  { nonce, abortAfterMs, onError }: { nonce: string; abortAfterMs: number; onError: (error: unknown) => void },
): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    let failed = false
    let abortTimer: ReturnType<typeof setTimeout> | undefined = undefined
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        const sink = new PassThrough()
        const chunks: Buffer[] = []
        sink.on('data', (chunk: Buffer) => chunks.push(chunk))
        sink.on('end', () => {
          clearTimeout(abortTimer)
          resolve({ html: Buffer.concat(chunks).toString('utf8'), failed })
        })
        pipe(sink)
      },
      onShellError(error) {
        clearTimeout(abortTimer)
        reject(error)
      },
      onError(error) {
        failed = true
        onError(error)
      },
    })
    abortTimer = setTimeout(abort, abortAfterMs)
  })
}
