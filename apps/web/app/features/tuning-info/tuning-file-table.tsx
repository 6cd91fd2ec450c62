import { Anchor, Badge, Code, Table, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router'

export type TuningFile = {
  id: string
  tune_request_id: number
  request_status: string
  vehicle: string
  ecu: string
  role: 'original' | 'tuned' | 'reupload'
  original_name: string
  size: number
  sha256: string
  created_at: string
  download_url: string
}

const ROLE_LABELS = { original: 'Your read', reupload: 'Corrected read', tuned: 'Tuned file' } as const
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Files with their SHA-256 (compare it with your tool's checksum after download) and a download link. */
export function TuningFileTable({ files, empty }: { files: TuningFile[]; empty: string }) {
  if (files.length === 0) return <Text c="dimmed">{empty}</Text>
  return (
    <div role="region" aria-label="Files" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="sm" miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Request</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">SHA-256</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Download</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.original_name}
                </Text>
                <Badge
                  variant={file.role === 'tuned' ? 'filled' : 'light'}
                  color={file.role === 'tuned' ? 'teal.9' : 'gray'}
                  size="sm"
                >
                  {ROLE_LABELS[file.role]}
                </Badge>{' '}
                <Text span size="xs" c="dimmed">
                  {size(file.size)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/tuning/request/${file.tune_request_id}/status`} size="sm">
                  #{file.tune_request_id}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {file.vehicle || file.ecu || file.request_status}
                </Text>
              </Table.Td>
              <Table.Td>
                <time dateTime={file.created_at}>{dateFormat.format(new Date(file.created_at))}</time>
              </Table.Td>
              <Table.Td>
                <Code style={{ overflowWrap: 'anywhere', fontSize: 11 }}>{file.sha256}</Code>
              </Table.Td>
              <Table.Td>
                <Anchor href={file.download_url} download aria-label={`Download ${file.original_name}`}>
                  Download
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
