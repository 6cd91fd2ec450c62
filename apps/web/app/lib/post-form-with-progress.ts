import { ApiError } from './api-client'

/**
 * Posts a multipart form with XHR (fetch has no upload progress), reporting the upload in percent; resolves with
 * the answer when the API created what was sent (201), rejects with the API's error, or with `offline` when the
 * request never reached it.
 */
export function postFormWithProgress<Answer>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  offline: string,
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
    xhr.onerror = () => reject(new ApiError(0, { message: offline }))
    xhr.send(form)
  })
}
