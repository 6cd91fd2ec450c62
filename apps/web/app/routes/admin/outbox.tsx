import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core'
import { PageQuerySchema } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import { Link, useNavigation } from 'react-router'
import { PageLinks } from '../../components/ui/page-links'
import { MailOutboxList } from '../../features/accounts/components/mail-outbox-list'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/outbox'

// Back office: no contact widget (SPEC §2).
export const handle = { contactless: true, breadcrumb: 'Mail outbox' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Mail outbox') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // A broken ?page= shows the first page rather than an error page.
  const parsed = PageQuerySchema.pick({ page: true }).safeParse({
    page: new URL(request.url).searchParams.get('page') ?? undefined,
  })
  const page = parsed.success ? parsed.data.page : 1
  return await answer(serverApi(context).GET('/api/admin/outbox', { params: { query: { page } } }))
}

const pageHref = (page: number) => paths.adminOutbox(page)

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { data, meta } = loaderData
  const navigation = useNavigation()
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={1}>Mail outbox</Title>
          <Text size="sm" c="dimmed">
            {meta.total} {meta.total === 1 ? 'mail' : 'mails'}, newest first
          </Text>
        </Group>
        <div aria-busy={navigation.state === 'loading'}>
          {data.length === 0 && meta.total > 0 ? (
            <Text>
              This page is past the last one.{' '}
              <Anchor component={Link} to={pageHref(1)}>
                Go to the first page
              </Anchor>
            </Text>
          ) : (
            <MailOutboxList mails={data} />
          )}
        </div>
        <PageLinks page={meta.page} pages={meta.pages} hrefOf={pageHref} label="Outbox pages" />
      </Stack>
    </Container>
  )
}
