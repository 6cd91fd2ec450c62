import { Alert, Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { User } from '@shop/domain/accounts'
import { DEALER_APPLICATION_STATUS_LABELS, type DealerApplication } from '@shop/domain/dealer-applications'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { ApplicationForm } from '../../features/dealer-applications/application-form'
import { RepresentativesForm } from '../../features/dealer-applications/representatives-form'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/new-dealer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Become a dealer') },
  {
    name: 'description',
    content:
      'Apply to become a dealer: dealer prices on tools and tunes, a balance with a credit limit, monthly statements.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context)
  let user: User | null = null
  try {
    user = await answer(api.GET('/api/user/me'))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
  }
  const [offers, mine] = await Promise.all([
    answer(api.GET('/api/v1/dealer-tool-offers')),
    user ? answer(api.GET('/api/v1/become-dealer')) : null,
  ])
  return { signedIn: user !== null, offers, application: mine?.application ?? null }
}

function ApplicationStatus({ application }: { application: DealerApplication }) {
  const label = DEALER_APPLICATION_STATUS_LABELS[application.status]
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="status-title">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3" id="status-title">
            Your application: {application.company_name}
          </Title>
          <Badge
            color={application.status === 'approved' ? 'green' : application.status === 'refused' ? 'red' : 'blue'}
          >
            {label}
          </Badge>
        </Group>
        {application.status === 'submitted' ? (
          <Text role="status">
            Submitted — we will e-mail you at {application.applicant.email} when our dealer team has reviewed it,
            usually within two business days.
          </Text>
        ) : null}
        {application.status === 'refused' ? (
          <Alert color="red" title="Refused" role="status">
            <Text>Refused: {application.reason}</Text>
            <Text size="sm" mt="xs">
              You may correct what is missing and apply again below.
            </Text>
          </Alert>
        ) : null}
        {application.status === 'approved' && application.dealer ? (
          <Stack gap="xs" role="status">
            <Text>Approved — open your portal. You are the owner of {application.dealer.name}.</Text>
            <Button component={Link} to={paths.dealer(application.dealer.slug)} w="fit-content">
              Open your dealer portal
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** SPEC §2 /new-dealer: what the programme is; for a user the application form or its status. */
export default function NewDealerPage({ loaderData }: Route.ComponentProps) {
  const { signedIn, offers, application } = loaderData
  const mayApply = signedIn && (!application || application.status === 'refused')
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Become a dealer</Title>
          <Text c="dimmed" maw={680}>
            Tuning shops and installers sell our tunes and flash tools at dealer prices ({offers.discount_percent}% off
            tools and more), buy on a balance with a credit limit and get one monthly statement.{' '}
            <Anchor component={Link} to={paths.dealerTools()}>
              See what dealers get
            </Anchor>
            .
          </Text>
        </div>
        {application ? <ApplicationStatus application={application} /> : null}
        {!signedIn ? (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                Apply in a few minutes
              </Title>
              <Text>
                Log in or create an account first: the application and the portal it opens belong to your account.
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.login(paths.newDealer())}>
                  Log in to apply
                </Button>
                <Button component={Link} to={paths.signUp(paths.newDealer())} variant="default">
                  Create an account
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : null}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: mayApply ? 8 : 12 }}>
            {mayApply ? <ApplicationForm offers={offers} /> : <RepresentativesForm />}
          </Grid.Col>
          {mayApply ? (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <RepresentativesForm />
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
    </Container>
  )
}
