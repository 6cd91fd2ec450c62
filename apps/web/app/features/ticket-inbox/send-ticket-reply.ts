import type { TicketReplyStatus } from '@shop/domain/tickets'
import { ApiError } from '../../lib/api-client'

/** Sends a reply or a note, with its files, as one multipart body; rejects with the API's error. */
export async function sendTicketReply(
  ticketId: number,
  reply: { body: string; internal: boolean; status: TicketReplyStatus | null; files: readonly File[] },
): Promise<void> {
  const form = new FormData()
  form.append('body', reply.body)
  form.append('internal', String(reply.internal))
  if (reply.status) form.append('status', reply.status)
  for (const file of reply.files) form.append('files', file, file.name)
  let response: Response
  try {
    response = await fetch(`/api/admin/tickets/${ticketId}/replies`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, { message: 'The reply could not be sent. Check your connection and try again.' })
  }
  if (response.status === 201) return
  const body = (await response.json().catch(() => null)) as ConstructorParameters<typeof ApiError>[1]
  throw new ApiError(response.status, body ?? null)
}
