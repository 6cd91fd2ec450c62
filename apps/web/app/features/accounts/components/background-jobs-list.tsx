import { Badge, Box, Button, Code, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { jobKindLabel } from '@shop/domain/jobs'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import { answer, type Schema } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { useDateFormat } from './mail-outbox-list'
import classes from './mail-outbox-list.module.css'

/** One job as `GET /api/admin/jobs` answers it. */
export type BackgroundJob = Schema<'BackgroundJob'>

const STATE_COLORS: Record<BackgroundJob['state'], string> = {
  created: 'gray',
  retry: 'yellow',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
}
/** What staff read for a state: pg-boss's names, said as the page's counts say them. */
export const STATE_LABELS: Record<BackgroundJob['state'], string> = {
  created: 'queued',
  retry: 'waiting to retry',
  active: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
}

const StateBadge = ({ state }: { state: BackgroundJob['state'] }) => (
  <Badge variant="light" color={STATE_COLORS[state]}>
    {STATE_LABELS[state]}
  </Badge>
)

const attemptsOf = (job: BackgroundJob) =>
  `${job.retry_count + (job.state === 'created' ? 0 : 1)} of ${job.retry_limit + 1}`

/** Queues a failed job again; the list reloads to show it waiting. */
function RetryButton({ job, onFailure }: { job: BackgroundJob; onFailure: (error: unknown) => void }) {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  if (job.state !== 'failed') return null
  async function retry() {
    setBusy(true)
    onFailure(null)
    try {
      await answer(browserApi.POST('/api/admin/jobs/{id}/retry', { params: { path: { id: job.id } } }))
      await revalidator.revalidate()
    } catch (error) {
      onFailure(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      onClick={() => void retry()}
      aria-label={`Retry the job: ${jobKindLabel(job.name)}`}
    >
      Retry
    </Button>
  )
}

const ErrorText = ({ error }: { error: string | null }) =>
  error ? (
    <Code block className={classes.text}>
      {error}
    </Code>
  ) : null

/** Jobs, newest first: a table from tablet width up, cards on phones (only one is in the accessibility tree). */
export function BackgroundJobsList({ jobs }: { jobs: readonly BackgroundJob[] }) {
  const dateFormat = useDateFormat()
  const [failure, setFailure] = useState<unknown>(null)
  if (jobs.length === 0) return <Text c="dimmed">No jobs match.</Text>
  const rows = jobs.map((job) => ({ job, createdAt: dateFormat.format(new Date(job.created_at)) }))
  return (
    <Stack gap="sm">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="20%">
                Kind
              </Table.Th>
              <Table.Th scope="col" w={150}>
                State
              </Table.Th>
              <Table.Th scope="col" w={90}>
                Attempts
              </Table.Th>
              <Table.Th scope="col" w={210}>
                Queued at
              </Table.Th>
              <Table.Th scope="col">Error</Table.Th>
              <Table.Th scope="col" w={90}>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ job, createdAt }) => (
              <Table.Tr key={job.id}>
                <Table.Td className={classes.wrap}>{jobKindLabel(job.name)}</Table.Td>
                <Table.Td>
                  <StateBadge state={job.state} />
                </Table.Td>
                <Table.Td>{attemptsOf(job)}</Table.Td>
                <Table.Td>
                  <time dateTime={job.created_at}>{createdAt}</time>
                </Table.Td>
                <Table.Td>
                  <ErrorText error={job.error} />
                </Table.Td>
                <Table.Td ta="right">
                  <RetryButton job={job} onFailure={setFailure} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Box hiddenFrom="sm" component="ul" className={classes.cards} aria-label="Jobs">
        {rows.map(({ job, createdAt }) => (
          <li key={job.id}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Text fw={600} className={classes.wrap}>
                  {jobKindLabel(job.name)}
                </Text>
                <Group gap="xs">
                  <StateBadge state={job.state} />
                  <Text size="sm" c="dimmed">
                    attempt {attemptsOf(job)}, <time dateTime={job.created_at}>{createdAt}</time>
                  </Text>
                </Group>
                <ErrorText error={job.error} />
                <div>
                  <RetryButton job={job} onFailure={setFailure} />
                </div>
              </Stack>
            </Paper>
          </li>
        ))}
      </Box>
    </Stack>
  )
}
