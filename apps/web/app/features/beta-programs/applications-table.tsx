import { Button, Group, Modal, Paper, Stack, Table, Text, Textarea } from '@mantine/core'
import { BETA_APPLICATION_STATUS_LABELS, BETA_NOTES_MAX, type BetaApplication } from '@shop/domain/beta-programs'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Decision = { application: BetaApplication; action: 'accept' | 'decline' }

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

/** A program's applications for staff, with accept and decline (a note the applicant is e-mailed). */
export function ApplicationsTable({
  programId,
  applications,
  onDecided,
}: {
  programId: number
  applications: BetaApplication[]
  onDecided: () => void
}) {
  const [decision, setDecision] = useState<Decision | null>(null)
  const [note, setNote] = useState('')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)

  const open = (next: Decision) => {
    setDecision(next)
    setNote('')
    setFailure(null)
  }

  async function send() {
    if (!decision) return
    setSending(true)
    setFailure(null)
    try {
      const path =
        decision.action === 'accept'
          ? '/api/admin/beta-programs/{id}/applications/{applicationId}/accept'
          : '/api/admin/beta-programs/{id}/applications/{applicationId}/decline'
      await answer(
        browserApi.POST(path, {
          params: { path: { id: programId, applicationId: decision.application.id } },
          body: { note },
        }),
      )
      setDecision(null)
      onDecided()
    } catch (error) {
      setFailure(error)
    } finally {
      setSending(false)
    }
  }

  if (applications.length === 0) {
    return (
      <EmptyState
        title="No applications yet"
        text="Customers apply on the program's page once it is open; their applications wait here for your decision."
      />
    )
  }
  const verb = decision?.action === 'accept' ? 'Accept' : 'Decline'
  return (
    <>
      <Paper withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Vehicle and tool</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Decision</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {applications.map((application) => (
                <Table.Tr key={application.id} data-testid={`beta-application-${application.id}`}>
                  <Table.Td>
                    <Text fw={600}>{application.applicant.name || application.applicant.email}</Text>
                    <Text size="xs" c="dimmed">
                      {application.applicant.email} · applied {date(application.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {application.year} {application.make.name} {application.model}
                    {application.engine ? (
                      <Text size="xs" c="dimmed">
                        {application.engine}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {application.tool ? application.tool.name : 'No flash tool named'}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm">{application.notes || '—'}</Text>
                    {application.staff_note ? (
                      <Text size="xs" c="dimmed">
                        Our note: {application.staff_note}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={application.status}
                      label={BETA_APPLICATION_STATUS_LABELS[application.status]}
                    />
                    {application.decided_by ? (
                      <Text size="xs" c="dimmed">
                        by {application.decided_by}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {application.status === 'applied' || application.status === 'declined' ? (
                        <Button size="xs" variant="default" onClick={() => open({ application, action: 'accept' })}>
                          Accept
                        </Button>
                      ) : null}
                      {application.status === 'applied' || application.status === 'accepted' ? (
                        <Button
                          size="xs"
                          color="red"
                          variant="subtle"
                          onClick={() => open({ application, action: 'decline' })}
                        >
                          Decline
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision ? `${verb} ${decision.application.applicant.name || decision.application.applicant.email}` : ''}
      >
        <Stack gap="md">
          {failure ? <ApiErrorAlert error={failure} /> : null}
          <Textarea
            label="Note to the applicant"
            description="Optional; it is e-mailed with the decision and shown on the program's page."
            autosize
            minRows={3}
            maxLength={BETA_NOTES_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)}>
              Cancel
            </Button>
            <Button
              color={decision?.action === 'decline' ? 'red' : undefined}
              loading={sending}
              onClick={() => void send()}
            >
              {verb} and e-mail
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
