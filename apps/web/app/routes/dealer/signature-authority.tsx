import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { NameSignatoryForm } from '../../features/signature-authority/name-signatory-form'
import { SignatoryCard } from '../../features/signature-authority/signatory-card'
import type { Route } from './+types/signature-authority'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Signature authority') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return dealerAnswer(
    request,
    serverApi(context).GET('/api/v1/signature-authority', { params: { query: { dealer: params.slug } } }),
  )
}

/** `/dealer/{slug}/signature-authority` (SPEC §3 signature authority): who may sign for the dealer. */
export default function DealerSignatureAuthority({ loaderData, params }: Route.ComponentProps) {
  const { data, members, may_name } = loaderData
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Signature authority
        </Title>
        <Text size="sm" c="dimmed">
          The people who may sign for the dealer: they accept its statements and sign its credit-limit requests.
        </Text>
      </Stack>
      {data.length === 0 ? (
        <Text size="sm">No one is named yet, so no one can accept statements or ask for more credit.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data.map((authority) => (
            <SignatoryCard key={authority.id} authority={authority} mayRevoke={may_name} />
          ))}
        </SimpleGrid>
      )}
      {may_name ? (
        <NameSignatoryForm slug={params.slug} members={members} />
      ) : (
        <Text size="sm" c="dimmed">
          The dealer’s owner, or a manager with the dealer signature flag, names and revokes signatories.
        </Text>
      )}
    </Stack>
  )
}
