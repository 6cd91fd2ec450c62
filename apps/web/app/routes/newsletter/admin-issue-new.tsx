import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { IssueForm } from '../../features/newsletter/issue-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-issue-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Newsletter', to: paths.adminNewsletter() },
  breadcrumb: 'New issue',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New newsletter issue') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  const { lists } = await answer(serverApi(context).GET('/api/admin/newsletter'))
  return { lists }
}

export default function AdminIssueNew({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Title order={1}>New issue</Title>
        <IssueForm lists={loaderData.lists} />
      </Stack>
    </Container>
  )
}
