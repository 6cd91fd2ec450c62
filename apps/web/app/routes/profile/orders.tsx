import { Container, Group, Pagination, Stack } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data, Link, useNavigate } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { orNotFound } from '../../features/checkout/load-order'
import { PurchaseList } from '../../features/purchase-history/purchase-list'
import { pageTitle } from '../../lib/page-title'
import { answer } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your orders') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1'
  const purchases = await orNotFound(
    answer(serverApi(context).GET('/api/v1/account/purchases', { params: { query: { page: Number(page) } } })),
  )
  // SPEC §5 1-based pages: a page past the last one does not exist (page 1 always does).
  if (purchases.meta.page > purchases.meta.pages) throw data(null, { status: 404 })
  return { purchases }
}

/**
 * SPEC §2 /profile/orders/: everything the account bought — store orders, tune bundles, tune requests, rescue
 * sessions, credit codes — newest first, 20 per page, each with its next step (decision 0070).
 */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { data: purchases, meta } = loaderData.purchases
  const navigate = useNavigate()
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeader
          title="Your orders"
          lead="Everything you bought here: store orders, tunes, tune requests, rescue sessions and credit codes."
        />
        {meta.total === 0 ? (
          <EmptyState
            title="You have no orders yet."
            text="Your purchases appear here with what to do next: download, upload your ECU read, pay or track."
            action={
              <>
                <Link to={paths.catalog()} className="ts-button">
                  Find a tune for your vehicle
                </Link>{' '}
                <Link to={paths.products()} className="ts-button" data-variant="light">
                  Browse products
                </Link>
              </>
            }
          />
        ) : (
          <PurchaseList purchases={purchases} />
        )}
        {meta.pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={meta.pages}
              value={meta.page}
              onChange={(page) => void navigate(paths.orders(page))}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  )
}
