import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useEffect, useRef, useState } from 'react'
import { data, isRouteErrorResponse, Link, useNavigate, useRouteError, useSearchParams } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { ErrorPage } from '../../components/ui/error-page'
import { orderApi, orNotFound } from '../../features/checkout/load-order'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/claim'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Get your tunes') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await orNotFound(orderApi(serverApi(context)).byToken(params.id, params.token))
  if (!order.tune_delivery) throw data(null, { status: 404 })
  return { order, token: params.token }
}

/**
 * Decision 0069: the signed link of a guest's tune order. It says what was bought; logged out it offers to create an
 * account or log in (both come back here), logged in one call attaches the order and goes to the tune request.
 */
export default function ClaimTunes({ loaderData }: Route.ComponentProps) {
  const { order, token } = loaderData
  const delivery = order.tune_delivery!
  const user = useCurrentUser()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const started = useRef(false)
  const back = `${delivery.claim_path}?attach=1`
  const paid = order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'refunded'

  const attach = async () => {
    setBusy(true)
    setError(null)
    try {
      const claimed = await answer(
        browserApi.POST('/api/v1/orders/{id}/claim', { params: { path: { id: order.id } }, body: { token } }),
      )
      void navigate(claimed.next_path)
    } catch (caught) {
      setError(caught)
      setBusy(false)
    }
  }

  // Back from logging in or from the sign-up's confirmation link: the one step left is done at once.
  useEffect(() => {
    if (!user || !paid || started.current || searchParams.get('attach') !== '1') return
    started.current = true
    void attach()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, paid, searchParams])

  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Get your tunes</Title>
          <Text c="dimmed">
            Order {order.id} · {order.email}
          </Text>
        </div>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="claim-bought">
          <Stack gap="xs">
            <Title order={2} size="h4" id="claim-bought">
              You bought
            </Title>
            {delivery.lines.map((line, index) => (
              <div key={index}>
                <Text fw={600}>{line.name}</Text>
                <Text size="sm" c="dimmed">
                  {line.vehicle}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
        {!paid ? (
          <Alert color="yellow" variant="light" title="This order is not paid yet">
            Pay for it first; then this page adds the tunes to your account.
          </Alert>
        ) : user ? (
          <Stack gap="sm">
            <Text>
              Add this order to your account ({user.email}). Each tune gets its own tune request, where you upload the
              read of your ECU; we prepare the tune from it, ready for your tool.
            </Text>
            {error ? <ApiErrorAlert error={error} /> : null}
            <Group>
              <Button loading={busy} onClick={() => void attach()}>
                Add to my account and continue
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>
              Your tunes are delivered through an account. Create one or log in: you come back here and the order is
              added to it. Then you upload the read of your ECU and we prepare the tune for your tool.
            </Text>
            <Group>
              <Button component={Link} to={paths.signUp(back)}>
                Create an account
              </Button>
              <Button component={Link} variant="outline" to={paths.login(back)}>
                Log in
              </Button>
            </Group>
          </Stack>
        )}
        <Text size="sm">
          <Link to={order.paths.invoice}>See the invoice</Link>
        </Text>
      </Stack>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
