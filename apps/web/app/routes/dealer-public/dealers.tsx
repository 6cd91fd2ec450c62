import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { formatDistance } from '@shop/domain/dealer-applications'
import { paths } from '@shop/domain/paths'
import { Form, Link, useNavigation } from 'react-router'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealers'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Find a dealer') },
  {
    name: 'description',
    content: 'Find a tuning dealer near you: search by address or postal code, filter by specialization.',
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const q = (search.get('q') ?? '').slice(0, 200)
  const specialization = search.get('specialization') || undefined
  const api = serverApi(context)
  const offers = await answer(api.GET('/api/v1/dealer-tool-offers'))
  if (!q.trim()) return { q, specialization, specializations: offers.specializations, result: null, problem: null }
  try {
    const result = await answer(api.GET('/api/v1/dealers-nearby', { params: { query: { q, specialization } } }))
    return { q, specialization, specializations: offers.specializations, result, problem: null }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422)) throw error
    const problem = error.body?.errors?.q?.[0] ?? error.body?.errors?.specialization?.[0] ?? error.message
    return { q, specialization, specializations: offers.specializations, result: null, problem }
  }
}

/** SPEC §2 /dealers: the public dealer locator, nearest first (no map tiles: a list with distances). */
export default function DealersPage({ loaderData }: Route.ComponentProps) {
  const { q, specialization, specializations, result, problem } = loaderData
  const navigation = useNavigation()
  const searching = navigation.state !== 'idle' && navigation.location?.pathname === paths.dealers()
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Find a dealer</Title>
          <Text c="dimmed">Tuning shops and installers near you that flash our tunes and sell our tools.</Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Form method="get" role="search" aria-label="Dealer locator">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                name="q"
                label="Address or postal code"
                defaultValue={q}
                required
                maxLength={200}
                error={problem}
                style={{ flex: '2 1 220px' }}
              />
              <NativeSelect
                name="specialization"
                label="Specialization"
                defaultValue={specialization ?? ''}
                data={[
                  { value: '', label: 'Any' },
                  ...specializations.map((spec) => ({ value: spec.slug, label: spec.name })),
                ]}
                style={{ flex: '1 1 180px' }}
              />
              <Button type="submit" loading={searching}>
                Search
              </Button>
            </Group>
          </Form>
        </Paper>
        {result ? (
          <Stack gap="sm" component="section" aria-labelledby="results-title">
            <Title order={2} size="h3" id="results-title">
              {result.data.length === 0
                ? `No dealers found near ${result.origin.label}`
                : `Dealers near ${result.origin.label}`}
            </Title>
            {result.data.length === 0 ? (
              <Alert color="gray">
                Try another place or any specialization, or{' '}
                <Anchor component={Link} to={paths.dealerTools()}>
                  become a dealer yourself
                </Anchor>
                .
              </Alert>
            ) : (
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {result.data.map((dealer) => (
                  <Paper key={dealer.slug} withBorder radius="md" p="md" component="li">
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                      <Stack gap={4}>
                        <Text fw={700} size="lg" component="h3" m={0}>
                          {dealer.name}
                        </Text>
                        <Text size="sm">
                          {[dealer.city, dealer.state].filter(Boolean).join(', ')} {dealer.postal_code}
                        </Text>
                        <Group gap="md">
                          {dealer.phone ? (
                            <Anchor href={`tel:${dealer.phone.replace(/[^+0-9]/g, '')}`} size="sm">
                              {dealer.phone}
                            </Anchor>
                          ) : null}
                          {dealer.website ? (
                            <Anchor href={dealer.website} size="sm" target="_blank" rel="noopener noreferrer">
                              Website
                            </Anchor>
                          ) : null}
                        </Group>
                        {dealer.specializations.length > 0 ? (
                          <Group gap={6}>
                            {dealer.specializations.map((spec) => (
                              <Badge key={spec.slug} variant="light" color="gray" tt="none">
                                {spec.name}
                              </Badge>
                            ))}
                          </Group>
                        ) : null}
                      </Stack>
                      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {formatDistance(dealer.distance_km, result.unit)}
                      </Text>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  )
}
