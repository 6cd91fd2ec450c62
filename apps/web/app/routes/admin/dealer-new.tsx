import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { DealerForm } from '../../features/admin-dealers/dealer-form'
import { storeCurrenciesFrom } from '../../features/admin-dealers/store-currencies'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Dealers', to: paths.adminDealers() },
  breadcrumb: 'New dealer',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New dealer') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  return { currencies: await storeCurrenciesFrom(serverApi(context)) }
}

export default function DealerNew({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>New dealer</Title>
        <DealerForm dealer={null} currencies={loaderData.currencies} />
      </Stack>
    </Container>
  )
}
