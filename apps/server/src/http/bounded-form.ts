import { ERROR_TEXTS } from '@shop/domain/errors'
import { AppError } from './app-error'

/**
 * Reads a multipart/form-data body of at most `maxBytes`: its declared length is checked before a byte is read
 * (none declared: 411-style 400; too long: 413 refused unread), then the form is parsed (an unreadable one: 400).
 * `text(name)` is a field's string value (a file or nothing: undefined). Each upload names its own wording.
 */
export async function readBoundedForm(
  request: Request,
  limits: { maxBytes: number; notMultipart: string; tooLarge: string },
): Promise<{ form: FormData; text: (name: string) => string | undefined }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data')) throw new AppError(400, 'bad_request', limits.notMultipart)
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!Number.isFinite(length)) throw new AppError(400, 'length_required', ERROR_TEXTS.uploadLengthRequired)
  if (length > limits.maxBytes) throw new AppError(413, 'payload_too_large', limits.tooLarge)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new AppError(400, 'bad_request', ERROR_TEXTS.uploadUnreadable)
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return { form, text }
}
