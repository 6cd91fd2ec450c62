import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data } from 'react-router'
import { DiscountCodeForm } from '../../features/admin-promotions/discount-code-form'
import { productChoicesFrom } from '../../features/admin-promotions/product-choices'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/discount-code-edit'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Discount codes', to: paths.adminDiscountCodes() },
  breadcrumb: (loaded: unknown) => `Edit ${(loaded as { code?: { code?: string } } | undefined)?.code?.code ?? 'code'}`,
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Edit ${loaderData.code.code}` : 'Edit discount code') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'back-office:write')
  const api = serverApi(context)
  const [code, products] = await Promise.all([
    answer(api.GET('/api/admin/discount-codes/{id}', { params: { path: { id: Number(params.id) } } })),
    productChoicesFrom(api),
  ])
  return { code, products }
}

export default function DiscountCodeEdit({ loaderData }: Route.ComponentProps) {
  const { code, products } = loaderData
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>Edit {code.code}</Title>
        {/* A new copy of the form after each save: its values are the code as saved. */}
        <DiscountCodeForm key={code.updated_at} code={code} currencies={code.currencies} products={products} />
      </Stack>
    </Container>
  )
}
