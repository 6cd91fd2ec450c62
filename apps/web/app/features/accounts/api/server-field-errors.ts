import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../../lib/api-client'

/**
 * A 422 `validation_failed` from the server shown on the form's own fields (the password policy's common-password
 * rule is checked there only). True when every field error found a field; else the caller shows the message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.body?.code !== 'validation_failed' || !error.body.errors) return false
  const entries = Object.entries(error.body.errors)
  if (entries.length === 0 || !entries.every(([field]) => (fields as readonly string[]).includes(field))) return false
  for (const [field, messages] of entries) setError(field as Path<T>, { type: 'server', message: messages.join(' ') })
  return true
}
