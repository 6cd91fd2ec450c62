import { Container, Stack, Text, Title } from '@mantine/core'
import { FeedbackForm } from '../../features/support'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/feedback'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your feedback') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  // A wrong token, a tampered id or a malformed one are the API's 404, shown as the page-not-found page.
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0
  if (!id || id > 2_147_483_647) throw new Response('Not found', { status: 404 })
  const feedback = await answer(
    serverApi(context).GET('/api/v1/feedback/{id}/{token}', { params: { path: { id, token: params.token } } }),
  )
  return { feedback, token: params.token }
}

/** SPEC §2 /feedback/{id}/{token}/submit: rate a solved ticket or a delivered tune, once. */
export default function Feedback({ loaderData }: Route.ComponentProps) {
  const { feedback, token } = loaderData
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>How did we do?</Title>
          <Text c="dimmed">About: {feedback.about.title}</Text>
        </Stack>
        <FeedbackForm feedback={feedback} token={token} />
      </Stack>
    </Container>
  )
}
