import { ApiError } from '../../lib/api-client'

/**
 * Sends a ticket form (a new ticket, or a reply) as one multipart body with XHR (fetch has no upload progress),
 * reporting progress in percent; resolves with the answer or rejects with the API's error.
 */
export function sendTicketForm<Answer>(
  url: string,
  fields: Record<string, string>,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as Answer)
      else reject(new ApiError(xhr.status, (xhr.response as ConstructorParameters<typeof ApiError>[1]) ?? null))
    }
    xhr.onerror = () =>
      reject(new ApiError(0, { message: 'The ticket could not be sent. Check your connection and try again.' }))
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    for (const file of files) form.append('files', file, file.name)
    xhr.send(form)
  })
}
