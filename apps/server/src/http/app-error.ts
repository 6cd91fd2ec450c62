import { CONFLICT_MESSAGES, ERROR_TEXTS, type ConflictCode, type GeneralErrorCode } from '@shop/domain/errors'

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 412 | 413 | 421 | 422 | 429 | 500 | 503

/** The one error type of the server; the handler turns it into the envelope `{ code, message, errors? }`. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly status: ErrorStatus,
    readonly code: GeneralErrorCode | ConflictCode | (string & {}),
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized', ERROR_TEXTS.unauthorized)
export const forbidden = () => new AppError(403, 'forbidden', ERROR_TEXTS.forbidden)
export const notFound = (what = 'This') => new AppError(404, 'not_found', ERROR_TEXTS.notFound(what))
export const preconditionFailed = () => new AppError(412, 'precondition_failed', ERROR_TEXTS.preconditionFailed)
export const validationFailed = (errors: Record<string, string[]>) =>
  new AppError(422, 'validation_failed', ERROR_TEXTS.validationFailed, errors)
/** SPEC §8: a 409 with one of the catalogue's codes and its exact text. */
export const conflict = (code: ConflictCode) => new AppError(409, code, CONFLICT_MESSAGES[code])
export const paymentRequired = (code: string, message: string) => new AppError(402, code, message)
/** Readiness refused (decision 0085): a load balancer tries another process and asks again. */
export const notReady = () => new AppError(503, 'not_ready', ERROR_TEXTS.notReady, undefined, { 'Retry-After': '5' })
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', ERROR_TEXTS.rateLimited, undefined, {
    'Retry-After': String(retryAfterSeconds),
  })
