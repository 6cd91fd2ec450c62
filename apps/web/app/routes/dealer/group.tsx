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

// The onboarding checklist (issue 25 item 6) comes with the dashboard, read each time the dashboard opens: a step
// done on another tab shows done here.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}/dashboard', { params: { path: { slug: params.slug } } }),
  )
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
      <DealerDashboardView dealer={dealer} board={loaderData} />
    </>
  )
}
