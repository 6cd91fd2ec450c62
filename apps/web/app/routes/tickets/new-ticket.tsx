import { Container } from '@mantine/core'
import type { User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { describeSupportHours } from '@shop/domain/support-hours'
import { TICKET_TYPES, type TicketType } from '@shop/domain/tickets'
import { Link, redirect } from 'react-router'
import { PageHeader } from '../../components/ui/page-header'
import { TicketForm } from '../../features/tickets/ticket-form'
import classes from '../../features/tickets/tickets.module.css'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/new-ticket'

// The page is the form itself: the contact widget would only repeat it.
export const handle = { contactless: true }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Open a support ticket') },
  {
    name: 'description',
    content: 'Ask our support team about a tune, a flash tool or anything else: we answer by e-mail.',
  },
]

/** SPEC §2 Tickets: `?type=TUNE|TOOL|GENERAL` preselects; `?login=true` sends a logged-out visitor to log in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  let user: User | null = null
  try {
    user = await answer(serverApi(context).GET('/api/user/me'))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
  }
  if (!user && url.searchParams.get('login') === 'true') throw redirect(paths.login(url.pathname + url.search))
  const wanted = url.searchParams.get('type')?.toUpperCase() ?? null
  const type = (TICKET_TYPES as readonly string[]).includes(wanted ?? '') ? (wanted as TicketType) : null
  return { user: user ? { name: user.name, email: user.email } : null, type }
}

export default function NewTicket({ loaderData }: Route.ComponentProps) {
  const { user, type } = loaderData
  const site = useSiteConfig()
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <div className={classes.column}>
        <PageHeader
          title="Open a support ticket"
          lead={
            <>
              Tell us what you need: our support team answers by e-mail ({describeSupportHours(site.supportHours)}).
              {user ? (
                <>
                  {' '}
                  Your earlier tickets are under <Link to={paths.myTickets()}>My tickets</Link>.
                </>
              ) : (
                <>
                  {' '}
                  Have an account? <Link to={paths.login(paths.newTicket({ type: type ?? undefined }))}>Log in</Link> to
                  find your tickets in one place.
                </>
              )}
            </>
          }
        />
        <section className={classes.card} aria-label="Ticket">
          <TicketForm key={type ?? 'none'} user={user} initialType={type} source="form" />
        </section>
      </div>
    </Container>
  )
}
