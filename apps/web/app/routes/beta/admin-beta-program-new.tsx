import { Container, Stack, Title } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useNavigate } from 'react-router'
import { EMPTY_PROGRAM, ProgramForm } from '../../features/beta-programs/program-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-beta-program-new'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Beta programs', to: paths.adminBetaPrograms() },
  breadcrumb: 'New program',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'New beta program') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  const { choices } = await answer(serverApi(context).GET('/api/admin/beta-programs'))
  return { choices }
}

export default function AdminBetaProgramNewRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Title order={1}>New beta program</Title>
        <ProgramForm
          initial={EMPTY_PROGRAM}
          choices={loaderData.choices}
          submitLabel="Create the program"
          save={async (body) => {
            const program = await answer(browserApi.POST('/api/admin/beta-programs', { body }))
            await navigate(paths.adminBetaProgram(program.id))
          }}
        />
      </Stack>
    </Container>
  )
}
