import { Button, FileInput, Stack, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

function useSubmit(onDone: () => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const submit = async (call: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await call()
      onDone()
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, submit }
}

/** `/help` before paying: the customer asks which tune fits; a calibrator answers on this page. */
export function HelpForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const [message, setMessage] = useState('')
  const { busy, error, submit } = useSubmit(onDone)
  return (
    <Stack gap="sm">
      <Textarea
        label="Ask a calibrator"
        description="Not sure which tune fits your car or modifications? Tell us and we will answer here."
        autosize
        minRows={3}
        maxLength={4000}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      {error ? <ApiErrorAlert error={error} /> : null}
      <Button
        variant="light"
        loading={busy}
        disabled={!message.trim()}
        onClick={() =>
          void submit(() =>
            answer(
              browserApi.POST('/api/v1/tune-requests/{id}/help', {
                params: { path: { id: requestId } },
                body: { message },
              }),
            ),
          )
        }
        style={{ alignSelf: 'flex-start' }}
      >
        Ask for help
      </Button>
    </Stack>
  )
}

/** `/support` after delivery (SPEC §3 support request: subject and body). */
export function SupportForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const { busy, error, submit } = useSubmit(onDone)
  return (
    <Stack gap="sm">
      <TextInput label="Subject" maxLength={200} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
      <Textarea
        label="What happened?"
        autosize
        minRows={3}
        maxLength={4000}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      {error ? <ApiErrorAlert error={error} /> : null}
      <Button
        variant="light"
        loading={busy}
        disabled={!subject.trim() || !body.trim()}
        onClick={() =>
          void submit(() =>
            answer(
              browserApi.POST('/api/v1/tune-requests/{id}/support', {
                params: { path: { id: requestId } },
                body: { subject, body, source: 'status-page' },
              }),
            ),
          )
        }
        style={{ alignSelf: 'flex-start' }}
      >
        Ask for support
      </Button>
    </Stack>
  )
}

/**
 * After a rejection: upload a corrected read; the request goes back to work without paying again. `first` is the
 * first read of a request paid from a store order (decision 0069), sent the same way.
 */
export function ReuploadForm({
  requestId,
  onDone,
  first = false,
}: {
  requestId: number
  onDone: () => void
  first?: boolean
}) {
  const [file, setFile] = useState<File | null>(null)
  const { busy, error, submit } = useSubmit(onDone)
  return (
    <Stack gap="sm">
      <FileInput
        label={first ? 'Your ECU read' : 'Corrected read'}
        // A description, not a placeholder: Mantine's placeholder grey is below 4.5:1 on white.
        description={first ? 'The .bin, .pcm or .fls file your tool read' : 'The new .bin, .pcm or .fls read'}
        value={file}
        onChange={setFile}
        clearable
      />
      {error ? <ApiErrorAlert error={error} /> : null}
      <Button
        loading={busy}
        disabled={!file}
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          void submit(() => {
            const form = new FormData()
            form.append('file', file!)
            // Multipart: openapi-fetch sends FormData as it is (the browser sets the boundary).
            return answer(
              browserApi.POST('/api/v1/tune-requests/{id}/reupload', {
                params: { path: { id: requestId } },
                body: form as never,
              }),
            )
          })
        }
      >
        {first ? 'Upload your ECU read' : 'Upload the corrected read'}
      </Button>
    </Stack>
  )
}
