import { Anchor, Container, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { slugOfPageKey } from '@shop/domain/pages'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { data, Link, useRevalidator } from 'react-router'
import { PageEditor, SavedNotice } from '../../features/pages/page-editor'
import { PageVersions } from '../../features/pages/page-versions'
import { guard } from '../../guards/guard'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/admin-page'

export const handle = {
  contactless: true,
  parentCrumb: { label: 'Pages', to: paths.adminPages() },
  breadcrumb: (loaderData: unknown) => (loaderData as { title?: string } | undefined)?.title ?? 'Page',
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, `Edit ${loaderData?.title ?? 'page'}`) },
  { name: 'robots', content: 'noindex' },
]

const whole = (value: string | null) => (value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : null)

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guard(request, context, 'content:write')
  const slug = slugOfPageKey(params.key)
  if (!slug) throw data(null, { status: 404 })
  const api = serverApi(context)
  const path = { slug: params.key }
  let page
  try {
    page = await answer(api.GET('/api/admin/pages/{slug}', { params: { path } }))
  } catch (error) {
    // A tool's chart may have no page yet: staff start it here (version 0). Any other missing page is the 404.
    if (error instanceof ApiError && error.status === 404 && /^tcc\/\d+$/.test(slug))
      return { slug, key: params.key, title: `Tool chart ${slug.slice(4)}`, page: null, versions: [], diff: null }
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
  const search = new URL(request.url).searchParams
  const [number, against] = [whole(search.get('diff')), whole(search.get('against'))]
  const [versions, diff] = await Promise.all([
    answer(api.GET('/api/admin/pages/{slug}/versions', { params: { path } })),
    number && against
      ? api
          .GET('/api/admin/pages/{slug}/versions/{n}/diff', {
            params: { path: { ...path, n: number }, query: { against } },
          })
          .then(({ data: body }) => body ?? null)
      : null,
  ])
  return { slug, key: params.key, title: page.title, page, versions: versions.data, diff }
}

/** Staff edit one content page (issue 26 item 4, decision 0115): the editor, then its versions and their diff. */
export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { slug, key, page, versions, diff, title } = loaderData
  const revalidator = useRevalidator()
  const [saved, setSaved] = useState<number | null>(null)
  const done = (version: number) => {
    setSaved(version)
    void revalidator.revalidate()
  }
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{page ? `Edit “${title}”` : `Start the page of ${title.toLowerCase()}`}</Title>
          <Group gap="md">
            <Anchor component={Link} to={paths.contentPage(slug)} size="sm">
              View {paths.contentPage(slug)}
            </Anchor>
            {page ? (
              <Text size="sm" c="dimmed">
                Version {page.version}, saved by {page.updated_by.name}
              </Text>
            ) : null}
          </Group>
        </Stack>
        {saved !== null ? <SavedNotice version={saved} onClose={() => setSaved(null)} /> : null}
        <PageEditor
          // A new version loaded starts the form again from it.
          key={page?.version ?? 0}
          slugKey={key}
          page={page ?? { title: '', description: '', markdown: '', version: 0 }}
          onSaved={(next) => done(next.version)}
        />
        {page ? (
          <>
            <Divider />
            <PageVersions
              key={`${page.version}-${diff?.number ?? ''}-${diff?.against ?? ''}`}
              slugKey={key}
              current={page.version}
              versions={versions}
              diff={diff}
              onRestored={done}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  )
}
