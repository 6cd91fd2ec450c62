import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { ProductForm } from '../../features/admin-products/product-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/product-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Products', to: paths.adminProducts() },
  breadcrumb: 'New product',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New product') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  // The store currencies come with the list: the form asks a price in each.
  const { currencies } = await answer(
    serverApi(context).GET('/api/admin/products', { params: { query: { per_page: 1 } } }),
  )
  return { currencies }
}

export default function ProductNew({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>New product</Title>
        <ProductForm product={null} currencies={loaderData.currencies} />
      </Stack>
    </Container>
  )
}
