import { Container, Pagination, Paper, Stack, Text, Title } from '@mantine/core'
import { PageQuerySchema } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header'
import { AutoclaimNotice } from '../../features/tune-credits/autoclaim-notice'
import { ClaimCodeForm } from '../../features/tune-credits/claim-code-form'
import { CreditBalances } from '../../features/tune-credits/credit-balances'
import { CreditHistory } from '../../features/tune-credits/credit-history'
import { DealerCreditsGuide } from '../../features/tune-credits/dealer-credits-guide'
import { useTuningGuides } from '../../features/tuning-info/use-tuning-guides'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/credits'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tune credits') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = PageQuerySchema.pick({ page: true }).safeParse({
    page: new URL(request.url).searchParams.get('page') ?? undefined,
  })
  const page = parsed.success ? parsed.data.page : 1
  return answer(serverApi(context).GET('/api/v1/tune-credits', { params: { query: { page, per_page: 20 } } }))
}

const pageHref = (page: number) => paths.credits(page)

/** SPEC §2 /profile/credits: balance per kind, the history behind it, and a form to claim a code. */
export default function Credits({ loaderData }: Route.ComponentProps) {
  const { balances, history, meta } = loaderData
  const [guides, setGuides] = useTuningGuides()
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <PageHeader
          title="Tune credits"
          breadcrumbs={<Link to={paths.profile()}>Back to your profile</Link>}
          lead="Credits pay for tunes without a card: each main tune takes one credit of its kind; add-ons take none."
          actions={
            <Link to={paths.linkPurchase()} className="ts-button" data-variant="light">
              Link a dealer purchase
            </Link>
          }
        />
        <AutoclaimNotice />
        {guides.dealerCreditsGuide ? (
          <DealerCreditsGuide onClose={() => setGuides({ dealerCreditsGuide: false })} />
        ) : null}
        <section aria-labelledby="balances-title">
          <Title order={2} size="h3" id="balances-title" mb="sm">
            Your balance
          </Title>
          <CreditBalances balances={balances} />
        </section>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          maw="var(--ts-measure)"
          component="section"
          aria-labelledby="claim-title"
        >
          <Title order={2} size="h3" id="claim-title" mb="xs">
            Claim a code
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Type the code from your dealer’s receipt or email. A code can be claimed once.
          </Text>
          <ClaimCodeForm />
        </Paper>
        <section aria-labelledby="history-title">
          <Title order={2} size="h3" id="history-title" mb="sm">
            History
          </Title>
          <CreditHistory entries={history} />
          {meta.pages > 1 ? (
            <nav aria-label="History pages">
              <Pagination
                mt="md"
                total={meta.pages}
                value={Math.min(meta.page, meta.pages)}
                getItemProps={(page) => ({ component: Link, to: pageHref(page), 'aria-label': `Page ${page}` })}
                withControls={false}
              />
            </nav>
          ) : null}
        </section>
      </Stack>
    </Container>
  )
}
