import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { data } from 'react-router'
import { AdminBioForm } from '../../features/blog/admin-bio-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-bio'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Staff bios', to: paths.adminBios() },
  breadcrumb: (loaded: unknown) => (loaded as { bio?: { name?: string } | null } | undefined)?.bio?.name ?? 'New bio',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData?.bio ? `Edit ${loaderData.bio.name}` : 'New bio') },
  { name: 'robots', content: 'noindex' },
]

/** /admin/bios/new and /admin/bios/{id}: a bio's editor, with the staff accounts it may belong to. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  await guard(request, context, 'content:write')
  const api = serverApi(context)
  const [bio, list] = await Promise.all([
    params.id ? answer(api.GET('/api/admin/bios/{id}', { params: { path: { id: Number(params.id) } } })) : null,
    answer(api.GET('/api/admin/bios')),
  ])
  return { bio, staff: list.staff }
}

export default function AdminBio({ loaderData }: Route.ComponentProps) {
  const { bio, staff } = loaderData
  return (
    <Container size="lg" px={0}>
      <Stack gap="md" maw="var(--ts-measure)">
        <Title order={1}>{bio ? `Edit ${bio.name}` : 'New bio'}</Title>
        <AdminBioForm key={bio ? `${bio.id}-${bio.version}` : 'new'} bio={bio} staff={staff} />
      </Stack>
    </Container>
  )
}
