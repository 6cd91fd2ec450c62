import { Anchor, Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { isStaff, type User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { OwnerAnswer, StaffReview } from '../../features/trade-ins/trade-in-actions'
import { TradeInForm } from '../../features/trade-ins/trade-in-form'
import { TradeInList } from '../../features/trade-ins/trade-in-list'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useUiState } from '../../lib/ui-state'
import type { Route } from './+types/trade-in'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Trade in your flash tool') },
  {
    name: 'description',
    content: 'Trade in the flash tool you no longer need: tell us its condition, send photos and get an offer.',
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
  if (!user) return { own: [], review: null }
  const [own, review] = await Promise.all([
    answer(api.GET('/api/v1/trade-in-requests', { params: { query: { per_page: 20 } } })),
    isStaff(user)
      ? answer(api.GET('/api/v1/trade-in-requests', { params: { query: { scope: 'all', per_page: 50 } } }))
      : null,
  ])
  return { own: own.data, review: review?.data ?? null }
}

/** SPEC §2 /trade-in: the form, the customer's requests with their status, and staff's review list. */
export default function TradeInPage({ loaderData }: Route.ComponentProps) {
  const { own, review } = loaderData
  const { user, display_currency } = useUiState()
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Trade in your flash tool</Title>
          <Text c="dimmed" maw={640}>
            Moving to another tool, or selling the car? Tell us about the tool you have, add a few photos and we make
            you an offer, usually within two business days.
          </Text>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              {user ? (
                <TradeInForm />
              ) : (
                <Stack gap="sm">
                  <Text fw={700} size="lg">
                    Offer a tool for trade-in
                  </Text>
                  <Text>Log in so that we can send you the offer and you can follow its status.</Text>
                  <Button component={Link} to={paths.login(paths.tradeIn())} w="fit-content">
                    Log in to trade in
                  </Button>
                  <Anchor component={Link} to={paths.signUp()} size="sm">
                    Create an account
                  </Anchor>
                </Stack>
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="own-title">
              <Title order={2} size="h3" id="own-title" mb="sm">
                Your trade-in requests
              </Title>
              {user ? (
                <TradeInList requests={own} actions={(request) => <OwnerAnswer request={request} />} />
              ) : (
                <Text size="sm">Log in to see the status of your requests.</Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
        {review ? (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="review-title">
            <Title order={2} size="h3" id="review-title" mb="sm">
              Review trade-in requests (staff)
            </Title>
            <TradeInList
              requests={review}
              actions={(request) => <StaffReview request={request} currency={display_currency} />}
            />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  )
}
