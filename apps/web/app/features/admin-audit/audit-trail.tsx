import { Anchor, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { AUDIT_ACTION_LABELS, type AuditEvent } from '@shop/domain/audit'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { formatInstant } from '../../components/ui/admin-table/admin-format'

/** Who did it, in words: the admin's name and e-mail, or the shop itself for a job or webhook. */
export function actorLabel(event: Pick<AuditEvent, 'actor'>): string {
  if (!event.actor) return 'The shop'
  const { name, email, id } = event.actor
  if (name && email) return `${name} (${email})`
  return email ?? name ?? `Deleted account ${id}`
}

/** How many records an object's page shows before linking to the rest in the audit log. */
export const AUDIT_TRAIL_SIZE = 20

/** The query an object's page sends for its trail: `GET /api/admin/audit-events` with it. */
export const auditTrailQuery = (subject: { type: string; id: string }) => ({
  subject_type: subject.type,
  subject_id: subject.id,
  per_page: AUDIT_TRAIL_SIZE,
  sort: '-at' as const,
})

/**
 * An object's audit trail for its admin page (issue 24 item 11): what was changed, by whom and when, newest first,
 * each change in words, with a link to the whole trail in the audit log. The page's loader reads the records with
 * `auditTrailQuery(subject)` and passes them here.
 */
export function AuditTrail({
  subject,
  events,
  total,
}: {
  subject: { type: string; id: string }
  events: readonly AuditEvent[]
  total: number
}) {
  const logLink = paths.adminAuditLog({ subject_type: subject.type, subject_id: subject.id })
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="audit-trail-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="audit-trail-title">
          Audit trail
        </Title>
        {events.length === 0 ? (
          <EmptyState
            compact
            level={3}
            title="No recorded changes yet"
            text="Every change an admin makes here is recorded with who made it, when, and what it was before."
          />
        ) : (
          <Timeline bulletSize={12} lineWidth={2} color="gray" active={-1}>
            {events.map((event) => (
              <Timeline.Item key={event.id} title={AUDIT_ACTION_LABELS[event.action]}>
                <Text size="sm">{event.summary}</Text>
                <Text size="xs" c="dimmed">
                  {actorLabel(event)} · {formatInstant(event.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {total > events.length ? (
          <Anchor component={Link} to={logLink} size="sm">
            See all {total} records in the audit log
          </Anchor>
        ) : events.length > 0 ? (
          <Anchor component={Link} to={logLink} size="sm">
            Open in the audit log
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  )
}
