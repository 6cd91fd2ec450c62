import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import type { FileStore, StoredObject } from './file-store'

/** One received file: where it is stored, and the bytes detection and the zip check read (head and tail). */
export type ReceivedUpload = {
  stored: StoredObject
  name: string
  contentType: string
  head: Uint8Array
  tail: Uint8Array
  fields: Record<string, string>
}

export class UploadFormError extends Error {
  override name = 'UploadFormError'
}

/** Keeps the first `headBytes` and the last `tailBytes` of what passes through. */
function edges(headBytes: number, tailBytes: number) {
  const head: Buffer[] = []
  let headLength = 0
  let tail: Buffer[] = []
  let tailLength = 0
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headLength < headBytes) {
        const part = chunk.subarray(0, headBytes - headLength)
        head.push(Buffer.from(part))
        headLength += part.length
      }
      tail.push(chunk)
      tailLength += chunk.length
      while (tail.length > 1 && tailLength - tail[0]!.length >= tailBytes) tailLength -= tail.shift()!.length
      callback(null, chunk)
    },
  })
  return Object.assign(transform, {
    head: () => new Uint8Array(Buffer.concat(head)),
    tail: () => {
      const all = Buffer.concat(tail)
      tail = [all]
      return new Uint8Array(all.subarray(Math.max(0, all.length - tailBytes)))
    },
  })
}

/**
 * Streams the one file of a multipart request (field `file`) into the store with its size cap, keeping
 * head and tail bytes; small text fields come along. Nothing is buffered but the edges; a refused file
 * (over the cap) is deleted by the store and the rest of the body is drained so the client gets the answer.
 */
export async function receiveUpload(
  request: Request,
  options: { store: FileStore; maxBytes: number; prefix: string; headBytes: number; tailBytes: number },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    throw new UploadFormError('Send the file as multipart/form-data in the field "file".')
  }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 20, fieldSize: 4096, fileSize: options.maxBytes + 1, parts: 22 },
    })
  } catch (error) {
    // Busboy refuses a content type it cannot split (no boundary) by throwing: the client's mistake, not ours.
    throw new UploadFormError(`The upload could not be read: ${(error as Error).message}`)
  }
  const fields: Record<string, string> = {}
  let upload: Promise<ReceivedUpload> | undefined
  let refused: Error | undefined
  // The broken body as the file stream saw it: not a refusal of the file.
  let bodyError: Error | undefined

  parser.on('field', (name, value) => {
    fields[name] = value
  })
  parser.on('file', (name, file, info) => {
    // A body that ends inside a file part destroys that part's stream with an error that, unheard, ended the
    // process; the parser's own error tells the same, below. Every part's stream is heard, taken or not.
    file.on('error', (error) => {
      bodyError = error
    })
    if (name !== 'file' || upload) {
      file.resume()
      return
    }
    const tap = edges(options.headBytes, options.tailBytes)
    // pipe, not pipeline: a refusal must not destroy busboy's file stream, or busboy stalls the body.
    file.pipe(tap)
    // pipe() does not pass errors on either: without this the store would wait for the rest of the file forever.
    file.on('error', (error) => tap.destroy(error))
    // The store's pipeline reports the tap's error, even one raised before that pipeline starts (the local store
    // creates its folders first): a listener from now on keeps such an early error from being unheard.
    tap.on('error', () => undefined)
    upload = options.store
      .put(tap, { maxBytes: options.maxBytes, prefix: options.prefix, contentType: info.mimeType })
      .then(
        (object) => ({
          stored: object,
          name: info.filename ?? 'upload',
          contentType: info.mimeType || 'application/octet-stream',
          head: tap.head(),
          tail: tap.tail(),
          fields,
        }),
        (error: unknown) => {
          refused = error as Error
          file.unpipe(tap)
          file.resume() // drain what is left of the file; busboy stops it at the cap anyway
          throw error
        },
      )
    // Handled by the caller after the body is read; this keeps an early refusal from being unhandled.
    upload.catch(() => undefined)
  })

  // What is drained after a refusal is bounded: past 4× the cap the body is dropped instead.
  const drainLimit = options.maxBytes * 4 + 1024 * 1024
  let bodyBytes = 0
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bodyBytes += chunk.length
      if (refused && bodyBytes > drainLimit) return callback(refused)
      callback(null, chunk)
    },
  })
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)
  try {
    await pipeline(body, meter, parser)
  } catch (error) {
    // A refusal of the file explains the broken body best; a file stored before the body broke is dropped
    // (one that failed was already removed by the store).
    const stored = await upload?.catch(() => undefined)
    if (stored) await options.store.delete(stored.stored.key)
    if (refused && refused !== bodyError) throw refused
    throw new UploadFormError(`The upload could not be read: ${(error as Error).message}`)
  }
  if (!upload) throw new UploadFormError('Send the file as multipart/form-data in the field "file".')
  return upload
}
