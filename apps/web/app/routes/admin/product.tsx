import { Button, Container, Group, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data, Link } from 'react-router'
import { ProductView } from '../../features/admin-products/product-view'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/product'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Products', to: paths.adminProducts() },
  breadcrumb: (loaded: unknown) => (loaded as { name?: string } | undefined)?.name ?? 'Product',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? loaderData.name : 'Product') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'back-office:read', { part: 'products' })
  return await answerOrNotFound(
    serverApi(context).GET('/api/admin/products/{id}', { params: { path: { id: Number(params.id) } } }),
  )
}

export default function Product({ loaderData: product }: Route.ComponentProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{product.name}</Title>
          <Button component={Link} to={paths.adminProductEdit(product.id)}>
            Edit product
          </Button>
        </Group>
        <ProductView product={product} />
      </Stack>
    </Container>
  )
}
