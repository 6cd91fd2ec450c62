import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data, Link } from 'react-router'
import { SignatoryCard } from '../../features/signature-authority/signatory-card'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-signature-authority'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Signature authority', to: paths.adminDealerSignatureAuthority() },
  breadcrumb: (loaded: unknown) =>
    (loaded as { authority?: { legal_name?: string } } | undefined)?.authority?.legal_name ?? 'Signatory',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? loaderData.authority.legal_name : 'Signatory') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'back-office:write')
  const authority = await answerOrNotFound(
    serverApi(context).GET('/api/admin/dealer-signature-authority/{id}', {
      params: { path: { id: Number(params.id) } },
    }),
  )
  return { authority }
}

export default function AdminSignatory({ loaderData }: Route.ComponentProps) {
  const { authority } = loaderData
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{authority.legal_name}</Title>
          <Text size="sm" c="dimmed">
            Signs for{' '}
            <Anchor component={Link} to={paths.adminDealer(authority.dealer.id)}>
              {authority.dealer.name}
            </Anchor>
          </Text>
        </Stack>
        <SignatoryCard authority={authority} mayRevoke />
      </Stack>
    </Container>
  )
}
