import { Container } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'
import { answerOrNotFound, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { TicketPage } from '../../features/tickets/ticket-page'
import type { Route } from './+types/ticket'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Ticket #${loaderData.ticket.id}: ${loaderData.ticket.title}` : 'Ticket') },
  { name: 'robots', content: 'noindex' },
]

/** A ticket by its id, for its owner (and staff): a logged-out visitor logs in first and comes back. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const ticket = await answerOrNotFound(
      serverApi(context).GET('/api/v1/tickets/{id}', { params: { path: { id: params.id as unknown as number } } }),
    )
    return { ticket }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url)
      throw redirect(paths.login(url.pathname + url.search))
    }
    throw error
  }
}

export default function Ticket({ loaderData }: Route.ComponentProps) {
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <TicketPage
        key={loaderData.ticket.id}
        ticket={loaderData.ticket}
        replyUrl={`/api/v1/tickets/${loaderData.ticket.id}/messages`}
        owner
      />
    </Container>
  )
}
