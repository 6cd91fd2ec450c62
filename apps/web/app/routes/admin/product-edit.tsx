import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data } from 'react-router'
import { ProductForm } from '../../features/admin-products/product-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/product-edit'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Products', to: paths.adminProducts() },
  breadcrumb: (loaded: unknown) => `Edit ${(loaded as { name?: string } | undefined)?.name ?? 'product'}`,
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Edit ${loaderData.name}` : 'Edit product') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'back-office:write')
  return await answer(
    serverApi(context).GET('/api/admin/products/{id}', { params: { path: { id: Number(params.id) } } }),
  )
}

export default function ProductEdit({ loaderData: product }: Route.ComponentProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>Edit {product.name}</Title>
        {/* A new copy of the form after each save: its values are the product as saved. */}
        <ProductForm key={product.updated_at} product={product} currencies={product.currencies} />
      </Stack>
    </Container>
  )
}
