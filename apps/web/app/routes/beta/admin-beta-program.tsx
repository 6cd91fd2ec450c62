import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core'
import { BETA_PROGRAM_STATUS_LABELS } from '@shop/domain/beta-programs'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import { ApplicationsTable } from '../../features/beta-programs/applications-table'
import { placesText } from '../../features/beta-programs/beta-dates'
import { ProgramForm } from '../../features/beta-programs/program-form'
import { guard } from '../../guards/guard'
import type { AdminHandle } from '../../layouts/admin-layout'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-beta-program'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Beta programs', to: paths.adminBetaPrograms() },
  breadcrumb: (data: unknown) => (data as { program?: { title: string } } | undefined)?.program?.title ?? 'Program',
} satisfies AdminHandle & { contactless: boolean }

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `${loaderData.program.title}: beta program` : 'Beta program') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  const id = Number(params.id)
  const api = serverApi(context)
  const program = await answerOrNotFound(api.GET('/api/admin/beta-programs/{id}', { params: { path: { id } } }))
  const [applications, { choices }] = await Promise.all([
    answer(api.GET('/api/admin/beta-programs/{id}/applications', { params: { path: { id } } })),
    answer(api.GET('/api/admin/beta-programs')),
  ])
  return { program, applications: applications.data, choices }
}

/** One beta program for staff: its form (Markdown with preview) and its applications to accept or decline. */
export default function AdminBetaProgramRoute({ loaderData }: Route.ComponentProps) {
  const { program, applications, choices } = loaderData
  const revalidator = useRevalidator()
  const [saved, setSaved] = useState(false)
  const places = placesText(program.places_left)
  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{program.title}</Title>
            <StatusBadge status={program.status} label={BETA_PROGRAM_STATUS_LABELS[program.status]} />
          </Group>
          <Text size="sm" c="dimmed">
            {program.counts.applied} waiting · {program.counts.accepted} accepted
            {places ? ` · ${places}` : ''}
            {program.status !== 'draft' ? (
              <>
                {' · '}
                <Anchor component={Link} to={paths.betaProgram(program.id)} size="sm">
                  Open its public page
                </Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="beta-applications">
          <Title order={2} size="h3" id="beta-applications">
            Applications
          </Title>
          <ApplicationsTable
            programId={program.id}
            applications={applications}
            onDecided={() => void revalidator.revalidate()}
          />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="beta-edit">
          <Title order={2} size="h3" id="beta-edit">
            The program
          </Title>
          {saved ? (
            <Alert color="green" role="status" maw="var(--ts-measure)" withCloseButton onClose={() => setSaved(false)}>
              The program is saved.
            </Alert>
          ) : null}
          <ProgramForm
            key={program.updated_at}
            initial={{
              title: program.title,
              summary: program.summary,
              markdown: program.markdown,
              status: program.status,
              make_slugs: program.make_slugs,
              tool_ids: program.tool_ids,
              capacity: program.capacity,
              starts_on: program.starts_on,
              ends_on: program.ends_on,
            }}
            choices={choices}
            submitLabel="Save the program"
            save={async (body) => {
              setSaved(false)
              await answer(
                browserApi.PUT('/api/admin/beta-programs/{id}', {
                  params: { path: { id: program.id } },
                  headers: { 'If-Unmodified-Since': new Date(program.updated_at).toUTCString() },
                  body,
                }),
              )
              await revalidator.revalidate()
              setSaved(true)
            }}
          />
        </Stack>
      </Stack>
    </Container>
  )
}
