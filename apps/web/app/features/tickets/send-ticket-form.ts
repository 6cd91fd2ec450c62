import { postFormWithProgress } from '../../lib/post-form-with-progress'

/**
 * Sends a ticket form (a new ticket, or a reply) as one multipart body, reporting the upload's progress in percent;
 * resolves with the answer or rejects with the API's error.
 */
export function sendTicketForm<Answer>(
  url: string,
  fields: Record<string, string>,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Answer> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('files', file, file.name)
  return postFormWithProgress(
    url,
    form,
    onProgress,
    'The ticket could not be sent. Check your connection and try again.',
  )
}
