import { MEMBERSHIP_ROLE_LABELS } from '@shop/domain/accounts'
import {
  DEALER_STATUS_LABELS,
  DEALER_TAB_LABELS,
  type DealerSummary,
  type DealerTab,
  type DealerViewerRole,
} from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link, Outlet, redirect, useLocation, useRouteLoaderData } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-layout'
import classes from './dealer-layout.module.css'

// The dealer portal's shell (issue 25, decision 0102): the dealer's name, the asker's role in it and the tabs they
// may open. Its children read the dealer through `useDealer()`. Plain elements and the design system's classes,
// not Mantine's components: the shell is drawn on every portal page (decision 0110).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const dealer = await dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/dealers/{slug}', { params: { path: { slug: params.slug } } }),
  )
  // A tab the asker's role does not open is the forbidden page, whatever its own call would allow (a member reads
  // the branding its customers' pages show, yet the branding tab is its managers').
  const tab = activeTab(new URL(request.url).pathname, dealer.slug)
  if (tab !== 'other' && !dealer.tabs.includes(tab)) throw redirect(paths.forbidden())
  return dealer
}

const VIEWER_LABELS: Record<DealerViewerRole, string> = {
  ...MEMBERSHIP_ROLE_LABELS,
  staff: 'Staff (read only)',
  admin: 'Admin',
}

/** The dealer the portal's pages are about, from the shell's loader. */
export function useDealer(): DealerSummary {
  return useRouteLoaderData<typeof loader>('routes/dealer/dealer-layout')!
}

/** The tab a path of the portal belongs to: `/dealer/x/statements/3` is in Statements. */
function activeTab(pathname: string, slug: string): DealerTab | 'other' {
  const rest = pathname.slice(paths.dealer(slug).length).split('/').filter(Boolean)
  const first = rest[0] ?? 'group'
  if (first === 'transfer' || first === 'transfer-group') return 'transfers'
  if (first === 'print-statement') return 'statements'
  return (DEALER_TAB_LABELS as Record<string, string>)[first] ? (first as DealerTab) : 'other'
}

export default function DealerLayout({ loaderData: dealer }: Route.ComponentProps) {
  const location = useLocation()
  const current = activeTab(location.pathname, dealer.slug)
  return (
    <div className={classes.shell}>
      <div className={classes.heading}>
        <div>
          <p className={classes.kicker}>Dealer portal</p>
          <p className={classes.name}>{dealer.name}</p>
        </div>
        <div className={classes.badges}>
          {dealer.status !== 'active' ? (
            <StatusBadge status={dealer.status} label={DEALER_STATUS_LABELS[dealer.status]} />
          ) : null}
          <span className={classes.role}>{VIEWER_LABELS[dealer.viewer_role]}</span>
        </div>
      </div>
      {/* Twelve tabs do not fit one row even on a desktop: they wrap, so that none hides off the edge. */}
      <nav aria-label="Dealer portal" className={classes.tabs}>
        {dealer.tabs.map((tab) => (
          <Link
            key={tab}
            to={paths.dealer(dealer.slug, tab)}
            prefetch="intent"
            className={classes.tab}
            aria-current={current === tab ? 'page' : undefined}
          >
            {DEALER_TAB_LABELS[tab]}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  )
}
