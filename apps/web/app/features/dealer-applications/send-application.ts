import type { DealerApplicationFieldsInput } from '@shop/domain/dealer-applications'
import { ApiError, type AnswerOf } from '../../lib/api-client'

type Created = AnswerOf<'/api/v1/become-dealer', 'post'>

/**
 * Sends the application and its documents as one multipart body with XHR (fetch has no upload progress),
 * reporting progress in percent; resolves with the application or rejects with the API's error.
 */
export function sendApplication(
  fields: DealerApplicationFieldsInput,
  documents: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Created> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/v1/become-dealer')
    xhr.responseType = 'json'
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as Created)
      else reject(new ApiError(xhr.status, (xhr.response as ConstructorParameters<typeof ApiError>[1]) ?? null))
    }
    xhr.onerror = () =>
      reject(new ApiError(0, { message: 'The application could not be sent. Check your connection and try again.' }))
    const form = new FormData()
    form.append('application', JSON.stringify(fields))
    for (const document of documents) form.append('documents', document, document.name)
    xhr.send(form)
  })
}
