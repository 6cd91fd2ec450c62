import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import { TuningTicketForm } from '../../features/tuning-info/tuning-ticket-form'
import { pageTitle } from '../../lib/page-title'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/tuning-ticket'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Tuning ticket') }]

export function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get('request'))
  return { tuneRequestId: Number.isInteger(id) && id > 0 ? id : null }
}

/** SPEC §2 /tuning-ticket: a support ticket about a tune (optionally about one request, `?request=ID`). */
export default function TuningTicket({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser()
  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>Tuning ticket</Title>
        <Text>
          Something not right after a flash, a question about your tune file, or a change you would like? Write to the
          calibrators directly.
          {loaderData.tuneRequestId ? ` This ticket is about tune request #${loaderData.tuneRequestId}.` : ''}
        </Text>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <TuningTicketForm
            key={user?.id ?? 'guest'}
            signedIn={Boolean(user)}
            defaultName={user?.name ?? ''}
            tuneRequestId={loaderData.tuneRequestId}
          />
        </Paper>
      </Stack>
    </Container>
  )
}
