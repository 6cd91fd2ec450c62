import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { DiscountCodeForm } from '../../features/admin-promotions/discount-code-form'
import { productChoicesFrom } from '../../features/admin-promotions/product-choices'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/discount-code-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Discount codes', to: paths.adminDiscountCodes() },
  breadcrumb: 'New discount code',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New discount code') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  const api = serverApi(context)
  // The store currencies come with the list: the form asks an amount in each.
  const [{ currencies }, products] = await Promise.all([
    answer(api.GET('/api/admin/discount-codes', { params: { query: { per_page: 1 } } })),
    productChoicesFrom(api),
  ])
  return { currencies, products }
}

export default function DiscountCodeNew({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>New discount code</Title>
        <DiscountCodeForm code={null} currencies={loaderData.currencies} products={loaderData.products} />
      </Stack>
    </Container>
  )
}
