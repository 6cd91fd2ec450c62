import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { DealerForm } from '../../features/admin-dealers/dealer-form'
import { storeCurrenciesFrom } from '../../features/admin-dealers/store-currencies'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-edit'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Dealers', to: paths.adminDealers() },
  breadcrumb: (loaded: unknown) =>
    `Edit ${(loaded as { dealer?: { name?: string } } | undefined)?.dealer?.name ?? 'dealer'}`,
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Edit ${loaderData.dealer.name}` : 'Edit dealer') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  const api = serverApi(context)
  const [dealer, storeCurrencies] = await Promise.all([
    answerOrNotFound(api.GET('/api/admin/dealers/{id}', { params: { path: { id: params.id } } })),
    storeCurrenciesFrom(api),
  ])
  // The store's currencies and any the dealer already has a limit in.
  const currencies = [...new Set([...storeCurrencies, ...dealer.positions.map((p) => p.currency)])]
  return { dealer, currencies }
}

export default function DealerEdit({ loaderData }: Route.ComponentProps) {
  const { dealer, currencies } = loaderData
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>Edit {dealer.name}</Title>
        {/* A new copy of the form after each save: its values are the dealer as saved. */}
        <DealerForm key={dealer.updated_at} dealer={dealer} currencies={currencies} />
      </Stack>
    </Container>
  )
}
