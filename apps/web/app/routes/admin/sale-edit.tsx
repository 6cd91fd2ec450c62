import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data } from 'react-router'
import { automaticCodesFrom } from '../../features/admin-promotions/automatic-codes'
import { SaleForm } from '../../features/admin-promotions/sale-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/sale-edit'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Sales', to: paths.adminSales() },
  breadcrumb: (loaded: unknown) => `Edit ${(loaded as { sale?: { name?: string } } | undefined)?.sale?.name ?? 'sale'}`,
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Edit ${loaderData.sale.name}` : 'Edit sale') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'back-office:write')
  const api = serverApi(context)
  const [sale, codes] = await Promise.all([
    answer(api.GET('/api/admin/sales/{id}', { params: { path: { id: Number(params.id) } } })),
    automaticCodesFrom(api),
  ])
  return { sale, codes, now: new Date().toISOString() }
}

export default function SaleEdit({ loaderData }: Route.ComponentProps) {
  const { sale, codes, now } = loaderData
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>Edit {sale.name}</Title>
        {/* A new copy of the form after each save: its values are the sale as saved. */}
        <SaleForm key={sale.updated_at} sale={sale} codes={codes} now={now} />
      </Stack>
    </Container>
  )
}
