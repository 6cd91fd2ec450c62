import type { DealerApplicationFieldsInput } from '@shop/domain/dealer-applications'
import type { AnswerOf } from '../../lib/api-client'
import { postFormWithProgress } from '../../lib/post-form-with-progress'

type Created = AnswerOf<'/api/v1/become-dealer', 'post'>

/**
 * Sends the application and its documents as one multipart body, reporting the upload's progress in percent;
 * resolves with the application or rejects with the API's error.
 */
export function sendApplication(
  fields: DealerApplicationFieldsInput,
  documents: readonly File[],
  onProgress: (percent: number) => void,
): Promise<Created> {
  const form = new FormData()
  form.append('application', JSON.stringify(fields))
  for (const document of documents) form.append('documents', document, document.name)
  return postFormWithProgress(
    '/api/v1/become-dealer',
    form,
    onProgress,
    'The application could not be sent. Check your connection and try again.',
  )
}
