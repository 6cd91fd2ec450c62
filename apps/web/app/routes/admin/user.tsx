import { Container, Stack, Text, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { AuditTrail, auditTrailQuery } from '../../features/admin-audit/audit-trail'
import { UserDetail } from '../../features/admin-users/user-detail'
import { guard } from '../../guards/guard'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { AdminHandle } from '../../layouts/admin-layout'
import type { Route } from './+types/user'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Users', to: paths.adminUsers() },
  breadcrumb: (data: unknown) => (data as { user?: { name?: string } } | undefined)?.user?.name ?? 'User',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? loaderData.user.name : 'User') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user: me } = await guard(request, context, 'admin:manage')
  const api = serverApi(context)
  const subject = { type: 'user', id: params.id }
  const [user, trail] = await Promise.all([
    answerOrNotFound(api.GET('/api/admin/users/{id}', { params: { path: { id: params.id } } })),
    answer(api.GET('/api/admin/audit-events', { params: { query: auditTrailQuery(subject) } })),
  ])
  return { user, trail, subject, self: me.id === user.id }
}

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const { user, trail, subject, self } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{user.name}</Title>
          <Text size="sm" c="dimmed">
            {user.email}
            {self ? ' · your own account' : ''}
          </Text>
        </Stack>
        <UserDetail user={user} />
        <AuditTrail subject={subject} events={trail.data} total={trail.meta.total} />
      </Stack>
    </Container>
  )
}
