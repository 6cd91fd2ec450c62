import { Container } from '@mantine/core'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { TicketPage } from '../../features/tickets/ticket-page'
import type { Route } from './+types/ticket-access'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Ticket #${loaderData.ticket.id}: ${loaderData.ticket.title}` : 'Ticket') },
  { name: 'robots', content: 'noindex' },
  // The address carries the ticket's token: it is not sent on to other sites.
  { name: 'referrer', content: 'no-referrer' },
]

/** A ticket through its link (the guest's; works logged in too): a wrong token is the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ticket = await answerOrNotFound(
    serverApi(context).GET('/api/v1/tickets/{id}/access/{token}', {
      params: { path: { id: params.id as unknown as number, token: params.token } },
    }),
  )
  return { ticket, token: params.token }
}

export default function TicketAccess({ loaderData }: Route.ComponentProps) {
  const { ticket, token } = loaderData
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <TicketPage
        key={ticket.id}
        ticket={ticket}
        replyUrl={`/api/v1/tickets/${ticket.id}/access/${encodeURIComponent(token)}/messages`}
        owner={false}
      />
    </Container>
  )
}
