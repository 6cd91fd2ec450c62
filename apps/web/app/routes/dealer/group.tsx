import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DealerDashboardView } from '../../features/dealer-members/dealer-dashboard'
import { OnboardingChecklist } from '../../features/dealer-onboarding/onboarding-checklist'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/group'
import { useDealer } from './dealer-layout'
import classes from './group.module.css'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer portal') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const path = { path: { slug: params.slug } }
  // The onboarding checklist (issue 25 item 6) is the dashboard's: read with it each time the dashboard opens, so a
  // step done on another tab shows done here.
  const [board, onboarding] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/dashboard', { params: path })),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/onboarding-progress', { params: path })),
  ])
  return { board, onboarding }
}

/** `/dealer/{slug}` (SPEC §2 `group`, the default tab): the dealer's dashboard. */
export default function DealerGroup({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  return (
    <>
      {/* Its steps are the owner's and managers' to do: members are not sent to tabs they cannot open. */}
      {dealer.may.manage ? <OnboardingChecklist progress={loaderData.onboarding} /> : null}
      <div className={classes.heading}>
        <h1 className={classes.title}>Dashboard</h1>
        <Link to={paths.dealerSnapshot(dealer.slug)} className={classes.link}>
          Snapshot for a date
        </Link>
      </div>
      <DealerDashboardView dealer={dealer} board={loaderData.board} />
    </>
  )
}
