import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { SaleForm } from '../../features/admin-promotions/sale-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { automaticCodesFrom } from '../../features/admin-promotions/automatic-codes'
import type { Route } from './+types/sale-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Sales', to: paths.adminSales() },
  breadcrumb: 'New sale',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New sale') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  // The form's first start and end come from here, so the server's page and the browser's agree.
  return { codes: await automaticCodesFrom(serverApi(context)), now: new Date().toISOString() }
}

export default function SaleNew({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>New sale</Title>
        <SaleForm sale={null} codes={loaderData.codes} now={loaderData.now} />
      </Stack>
    </Container>
  )
}
