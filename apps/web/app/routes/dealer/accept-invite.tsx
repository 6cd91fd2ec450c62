import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core'
import { MEMBERSHIP_ROLE_LABELS } from '@shop/domain/accounts'
import { DEALER_ROLE_DESCRIPTIONS } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { PageHeader } from '../../components/ui/page-header'
import { formatDay } from '../../components/ui/admin-table/admin-format'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/accept-invite'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer invitation') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  return answerOrNotFound(
    serverApi(context).GET('/api/v1/dealer-invites/{id}', { params: { path: { id: params.id } } }),
  )
}

const CLOSED_TEXTS = {
  accepted: 'You have accepted this invitation already.',
  canceled: 'This invitation was canceled. Ask the dealer to invite you again.',
  expired: 'This invitation has expired. Ask the dealer to send it again.',
} as const

/**
 * `/dealer/{slug}/accept-invite/{id}` (SPEC §2, issue 25 item 3): the invitee, logged in with the invited address,
 * sees the dealer and the role and accepts; the portal opens. Outside the portal's shell: they are not a member yet.
 */
export default function AcceptInvite({ loaderData: invite }: Route.ComponentProps) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const portal = paths.dealer(invite.dealer.slug)
  async function accept() {
    setBusy(true)
    setFailure(null)
    try {
      await answer(browserApi.POST('/api/v1/dealer-invites/{id}/accept', { params: { path: { id: invite.id } } }))
      // A whole page load: the shop's global state (your dealer, its prices) is read again with the membership.
      window.location.assign(portal)
    } catch (error) {
      setFailure(error)
      setBusy(false)
    }
  }
  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <PageHeader
          title={`Join ${invite.dealer.name}`}
          lead={
            invite.invited_by
              ? `${invite.invited_by} invited you to the dealer portal of ${invite.dealer.name}.`
              : `You are invited to the dealer portal of ${invite.dealer.name}.`
          }
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Your role
              </Text>
              <Text fw={700} size="lg">
                {MEMBERSHIP_ROLE_LABELS[invite.role]}
              </Text>
              <Text size="sm">{DEALER_ROLE_DESCRIPTIONS[invite.role]}</Text>
            </Stack>
            {invite.status === 'pending' ? (
              <>
                <Text size="sm" c="dimmed">
                  The invitation is open until {formatDay(invite.expires_at)}.
                </Text>
                <Group>
                  <Button onClick={() => void accept()} loading={busy}>
                    Accept and open the portal
                  </Button>
                </Group>
              </>
            ) : (
              <Alert color={invite.status === 'accepted' ? 'green' : 'orange'} variant="light">
                {CLOSED_TEXTS[invite.status]}{' '}
                {invite.status === 'accepted' ? <Link to={portal}>Open the portal</Link> : null}
              </Alert>
            )}
            {failure ? <ApiErrorAlert error={failure} /> : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
