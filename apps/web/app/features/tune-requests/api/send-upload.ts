import { UPLOAD_ERRORS } from '@shop/domain/errors'
import type { UploadKind } from '@shop/domain/tuning'
import type { AnswerOf } from '../../../lib/api-client'
import type { UploadError } from '../upload-queue'

export type SendUploadResult = { ok: true; destination: string } | { ok: false; error: UploadError }

// XHR, not the typed client: fetch has no upload progress. The paths and answers are the documented operations'.
const ENDPOINT = { tune: '/api/v1/tune-requests', log: '/api/v1/logs' } as const satisfies Record<UploadKind, string>
type Created = AnswerOf<'/api/v1/tune-requests', 'post'> | AnswerOf<'/api/v1/logs', 'post'>
const HEADING: Record<UploadKind, string> = { tune: UPLOAD_ERRORS.tuneHeading, log: UPLOAD_ERRORS.logHeading }

/** The messages of an error envelope: its message, then each field's messages (merged, deduplicated). */
function messagesOf(body: unknown): string[] | null {
  if (!body || typeof body !== 'object') return null
  const envelope = body as { message?: unknown; errors?: Record<string, unknown> }
  const messages = new Set<string>()
  if (typeof envelope.message === 'string' && envelope.message) messages.add(envelope.message)
  for (const list of Object.values(envelope.errors ?? {})) {
    if (Array.isArray(list)) for (const message of list) if (typeof message === 'string') messages.add(message)
  }
  return messages.size > 0 ? [...messages] : null
}

/** SPEC §8: a tune error shows its heading with the messages; anything unexplained is the unknown-error text. */
export function uploadErrorOf(kind: UploadKind, status: number, body: unknown): UploadError {
  const messages = status >= 400 && status < 500 ? messagesOf(body) : null
  return { heading: HEADING[kind], messages: messages ?? [UPLOAD_ERRORS.unknown] }
}

/**
 * Sends one file as multipart form data with XHR (fetch has no upload progress), reporting progress in
 * percent. Resolves with where to go next, or the error to show; `signal` cancels.
 */
export function sendUpload(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<SendUploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', ENDPOINT[kind])
    xhr.responseType = 'json'
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      const body = xhr.response as Partial<Created> | null
      if (xhr.status === 201 && body && typeof body.redirect === 'string') {
        resolve({ ok: true, destination: body.redirect })
      } else resolve({ ok: false, error: uploadErrorOf(kind, xhr.status, body) })
    }
    xhr.onerror = () => resolve({ ok: false, error: uploadErrorOf(kind, 0, null) })
    xhr.onabort = () => resolve({ ok: false, error: { heading: null, messages: ['Upload cancelled.'] } })
    signal.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
