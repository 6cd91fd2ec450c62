import { Anchor, Button, Container, Grid, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { DEALER_APPLICATION_STATUS_LABELS, type DealerApplication } from '@shop/domain/dealer-applications'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { StatusBadge } from '../../components/ui/status-badge'
import type { AdminHandle } from '../../layouts/admin-layout'
import { guard } from '../../guards/guard'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-application'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Dealer applications', to: paths.adminDealerApplications() },
  breadcrumb: 'Application',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer application') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  const application = await answerOrNotFound(
    serverApi(context).GET('/api/admin/dealer-applications/{id}', { params: { path: { id: Number(params.id) } } }),
  )
  return { application }
}

const address = (a: DealerApplication['shop_address']) =>
  [a.line1, a.line2, [a.city, a.state, a.postal_code].filter(Boolean).join(' '), a.country_code].filter(Boolean)

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([term, value]) => (
        <Group key={term} gap="sm" wrap="nowrap" align="flex-start">
          <Text component="dt" c="dimmed" size="sm" w={120} style={{ flexShrink: 0 }}>
            {term}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

function Decision({ application }: { application: DealerApplication }) {
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [reason, setReason] = useState('')
  const path = { params: { path: { id: application.id } } }

  async function decide(kind: 'approve' | 'refuse') {
    setBusy(kind)
    setFailure(null)
    try {
      if (kind === 'approve') await answer(browserApi.POST('/api/admin/dealer-applications/{id}/approve', path))
      else await answer(browserApi.POST('/api/admin/dealer-applications/{id}/refuse', { ...path, body: { reason } }))
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="decision-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="decision-title">
          Decision
        </Title>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Text size="sm">
          Approving makes the dealer with the applicant as its owner, and e-mails them the portal’s address.
        </Text>
        <Button onClick={() => decide('approve')} loading={busy === 'approve'} disabled={busy !== null} w="fit-content">
          Approve
        </Button>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void decide('refuse')
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Reason for refusing"
              description="The applicant reads it in the e-mail and on their application."
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
              required
            />
            <Button
              type="submit"
              color="red"
              variant="light"
              loading={busy === 'refuse'}
              disabled={busy !== null || reason.trim() === ''}
              w="fit-content"
            >
              Refuse
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  )
}

export default function DealerApplicationPage({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={1}>{application.company_name}</Title>
          <StatusBadge status={application.status} label={DEALER_APPLICATION_STATUS_LABELS[application.status]} />
        </Group>
        {application.status === 'approved' && application.dealer ? (
          <Text role="status">
            Approved {application.decided_by ? `by ${application.decided_by} ` : ''}— the dealer{' '}
            <Anchor component={Link} to={paths.dealer(application.dealer.slug)}>
              {application.dealer.name}
            </Anchor>{' '}
            is open.
          </Text>
        ) : null}
        {application.status === 'refused' ? (
          <Text role="status">
            Refused{application.decided_by ? ` by ${application.decided_by}` : ''}: {application.reason}
          </Text>
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="sm">
                  Company
                </Title>
                <Facts
                  rows={[
                    ['Legal name', application.legal_name],
                    ['Tax id', application.tax_id],
                    ['E-mail', application.email],
                    ['Phone', application.phone],
                    ['Website', application.website],
                    ['Applicant', `${application.applicant.name} (${application.applicant.email})`],
                    ['Shop', address(application.shop_address).join(', ')],
                    [
                      'Billing',
                      [application.billing_address.full_name, ...address(application.billing_address)].join(', '),
                    ],
                    ['Tools', application.tools.map((tool) => tool.name).join(', ')],
                    ['Specializations', application.specializations.map((spec) => spec.name).join(', ')],
                    ['Received', new Date(application.created_at).toLocaleString('en-US')],
                  ]}
                />
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="sm">
                  Documents
                </Title>
                <List spacing={4}>
                  {application.documents.map((document) => (
                    <List.Item key={document.id}>
                      {document.url ? (
                        <Anchor href={document.url} target="_blank" rel="noopener">
                          {document.name}
                        </Anchor>
                      ) : (
                        document.name
                      )}{' '}
                      <Text span size="xs" c="dimmed">
                        ({Math.max(1, Math.round(document.size / 1024))} KB)
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {application.status === 'submitted' ? <Decision application={application} /> : null}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
