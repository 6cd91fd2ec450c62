import { Alert, Button, Code, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import { answer, type Schema } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { formatBytes, formatDateTime, tokenDownloadUrl } from '../api/tune-requests-api'

type TuneRequestFile = Schema<'TuneRequestFile'>

const ROLE_LABEL = { original: 'Your read', tuned: 'Tuned file', reupload: 'Corrected read' } as const

/**
 * The request's files with size and SHA-256; a download asks for a short-lived token first, then the browser
 * fetches the file as an attachment (the server checks the bytes against the checksum before sending).
 */
export function RequestFiles({ requestId, files }: { requestId: number; files: TuneRequestFile[] }) {
  const [error, setError] = useState<unknown>(null)
  const download = async (file: TuneRequestFile) => {
    setError(null)
    try {
      const { token } = await answer(
        browserApi.GET('/api/v1/tune-requests/{id}/token', { params: { path: { id: requestId } } }),
      )
      const link = document.createElement('a')
      link.href = tokenDownloadUrl(requestId, file.id, token)
      link.download = file.original_name
      document.body.append(link)
      link.click()
      link.remove()
    } catch (caught) {
      setError(caught)
    }
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {error ? <ApiErrorAlert error={error} /> : null}
      {files.map((file) => (
        <Paper
          key={file.id}
          withBorder
          radius="md"
          p="md"
          component="li"
          aria-label={`${ROLE_LABEL[file.role]}: ${file.original_name}`}
          style={file.role === 'tuned' ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
        >
          <Group justify="space-between" align="flex-start" gap="md">
            <div style={{ minWidth: 0, flex: '1 1 320px' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {file.original_name}
              </Text>
              <Text size="sm" c="dimmed">
                {ROLE_LABEL[file.role]} · {formatBytes(file.size)} · {formatDateTime(file.created_at)}
              </Text>
              <Text size="sm" mt="xs">
                SHA-256 checksum
              </Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} data-testid={`sha256-${file.role}`}>
                {file.sha256}
              </Code>
            </div>
            <Button
              variant={file.role === 'tuned' ? 'filled' : 'light'}
              onClick={() => void download(file)}
              aria-label={`Download ${file.original_name}`}
            >
              Download
            </Button>
          </Group>
        </Paper>
      ))}
      {files.some((file) => file.role === 'tuned') ? (
        <Alert color="blue" variant="light">
          Before you flash the tuned file, check that its SHA-256 checksum matches the one shown here.
        </Alert>
      ) : null}
    </Stack>
  )
}
