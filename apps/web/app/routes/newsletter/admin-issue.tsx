import { Alert, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { ISSUE_STATUS_LABELS } from '@shop/domain/newsletter'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { data, Link, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { ContentHtml } from '../../components/ui/content/content-html'
import { StatusBadge } from '../../components/ui/status-badge'
import { IssueForm } from '../../features/newsletter/issue-form'
import { SendProgress, usePollWhile } from '../../features/newsletter/send-progress'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-issue'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Newsletter', to: paths.adminNewsletter() },
  breadcrumb: (loaded: unknown) => (loaded as { issue?: { subject?: string } } | undefined)?.issue?.subject ?? 'Issue',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.issue.subject ?? 'Newsletter issue') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'content:write')
  const api = serverApi(context)
  const [issue, { lists }] = await Promise.all([
    answerOrNotFound(api.GET('/api/admin/newsletter/issues/{id}', { params: { path: { id: Number(params.id) } } })),
    answer(api.GET('/api/admin/newsletter')),
  ])
  return { issue, lists }
}

/** One issue: a draft is edited, test-sent and sent; one being sent shows its progress, polling; a sent one its text. */
export default function AdminIssue({ loaderData }: Route.ComponentProps) {
  const { issue, lists } = loaderData
  const revalidator = useRevalidator()
  usePollWhile(issue.status === 'sending')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<'test' | 'send' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const id = { params: { path: { id: issue.id } } }

  const testSend = async () => {
    setBusy('test')
    setFailure(null)
    setNotice(null)
    try {
      const { sent_to } = await answer(browserApi.POST('/api/admin/newsletter/issues/{id}/test-send', id))
      setNotice(`A test copy is on its way to ${sent_to}.`)
    } catch (caught) {
      setFailure(caught)
    } finally {
      setBusy(null)
    }
  }
  const send = async () => {
    setBusy('send')
    setFailure(null)
    setNotice(null)
    try {
      await answer(browserApi.POST('/api/admin/newsletter/issues/{id}/send', id))
      setConfirming(false)
      await revalidator.revalidate()
    } catch (caught) {
      setConfirming(false)
      setFailure(caught)
    } finally {
      setBusy(null)
    }
  }
  const recipients = `${issue.confirmed_subscribers.toLocaleString('en-US')} confirmed ${
    issue.confirmed_subscribers === 1 ? 'subscriber' : 'subscribers'
  }`

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Title order={1}>{issue.subject}</Title>
            <Group gap="xs">
              <StatusBadge status={issue.status} label={ISSUE_STATUS_LABELS[issue.status]} />
              <Text size="sm" c="dimmed">
                {issue.list.title}
                {issue.status === 'draft' ? ` · would go to ${recipients}` : ''}
              </Text>
            </Group>
          </Stack>
          <Group>
            <Button variant="default" onClick={testSend} loading={busy === 'test'}>
              Send me a test
            </Button>
            {issue.status === 'draft' ? (
              <Button onClick={() => setConfirming(true)} disabled={issue.confirmed_subscribers === 0}>
                Send…
              </Button>
            ) : null}
            {issue.status === 'sent' ? (
              <Button component={Link} to={paths.newsletterIssue(issue.slug)} variant="default">
                View on the site
              </Button>
            ) : null}
          </Group>
        </Group>
        {notice ? (
          <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        {failure ? <ApiErrorAlert error={failure} /> : null}

        {issue.status === 'draft' ? (
          <IssueForm key={issue.updated_at} issue={issue} lists={lists} />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Text fw={600}>{issue.status === 'sending' ? 'Sending…' : 'Sent'}</Text>
                <SendProgress issue={issue} />
                {issue.status === 'sending' ? (
                  <Text size="sm" c="dimmed">
                    Mails go out in batches of 200; this page updates by itself.
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md" maw="var(--ts-measure)">
              <ContentHtml html={issue.html} />
            </Paper>
          </>
        )}
      </Stack>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Send this issue?" size={600}>
        <Stack gap="md">
          <Text>
            “{issue.subject}” goes to the <strong>{issue.list.title}</strong> list: {recipients}. It cannot be changed
            or called back once sending starts.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={send} loading={busy === 'send'}>
              Send now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}
