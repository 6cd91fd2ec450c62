import { Badge, Button, Container, Group, Stack, Text } from '@mantine/core'
import { MEMBERSHIP_ROLE_LABELS } from '@shop/domain/accounts'
import { DEALER_TAB_LABELS, type DealerSummary, type DealerTab, type DealerViewerRole } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link, Outlet, redirect, useLocation, useRouteLoaderData } from 'react-router'
import { OnboardingChecklist } from '../../features/dealer-onboarding/onboarding-checklist'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

// The dealer portal's shell (issue 25, decision 0102): the dealer's name, the asker's role in it and the tabs they
// may open. Its children read the dealer through `useDealer()`.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const path = { path: { slug: params.slug } }
  // The onboarding checklist (issue 25 item 6) is read with the shell, so that a save anywhere in the portal
  // (which revalidates) shows the step done on the dashboard.
  const [dealer, onboarding] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}', { params: path })),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/onboarding-progress', { params: path })),
  ])
  // A tab the asker's role does not open is the forbidden page, whatever its own call would allow (a member reads
  // the branding its customers' pages show, yet the branding tab is its managers').
  const tab = activeTab(new URL(request.url).pathname, dealer.slug)
  if (tab !== 'other' && !dealer.tabs.includes(tab)) throw redirect(paths.forbidden())
  return { ...dealer, onboarding }
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
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="xs">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Dealer portal
            </Text>
            <Text component="p" fw={700} size="xl" m={0}>
              {dealer.name}
            </Text>
          </Stack>
          <Group gap="xs">
            {dealer.status !== 'active' ? (
              <Badge color={dealer.status === 'suspended' ? 'orange' : 'gray'} variant="light">
                {dealer.status === 'suspended' ? 'Suspended' : 'Archived'}
              </Badge>
            ) : null}
            <Badge variant="outline" color="gray">
              {VIEWER_LABELS[dealer.viewer_role]}
            </Badge>
          </Group>
        </Group>
        {/* Twelve tabs do not fit one row even on a desktop: they wrap, so that none hides off the edge. */}
        <Group component="nav" aria-label="Dealer portal" gap={4} wrap="wrap">
          {dealer.tabs.map((tab) => (
            <Button
              key={tab}
              component={Link}
              to={paths.dealer(dealer.slug, tab)}
              prefetch="intent"
              size="compact-md"
              variant={current === tab ? 'light' : 'subtle'}
              color={current === tab ? undefined : 'gray'}
              aria-current={current === tab ? 'page' : undefined}
            >
              {DEALER_TAB_LABELS[tab]}
            </Button>
          ))}
        </Group>
        {/* Its steps are the owner's and managers' to do: members are not sent to tabs they cannot open. */}
        {current === 'group' && dealer.may.manage ? <OnboardingChecklist progress={dealer.onboarding} /> : null}
        <Outlet />
      </Stack>
    </Container>
  )
}
